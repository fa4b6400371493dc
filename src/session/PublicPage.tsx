// The frame and heading of the pages shown outside the shell (sign-in, password reset, company
// selection): one card in the middle of the page, the product's name above the page's title.
// On the sign-in budget path: Mantine core and i18n only.
import type { ReactNode } from 'react';
import { Center, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PublicPage({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
        {children}
      </Paper>
    </Center>
  );
}

export function PublicPageHeading({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text c="dimmed" size="sm">
        {t('app.name')}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {intro}
      </Text>
    </div>
  );
}
