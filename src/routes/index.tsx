import { createFileRoute } from '@tanstack/react-router';
import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Until the console shell lands (issue 4), the root page only names the product.
function Home() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Title order={1}>{t('app.name')}</Title>
      <Text c="dimmed">{t('app.notBuiltYet')}</Text>
    </Container>
  );
}

export const Route = createFileRoute('/')({
  component: Home,
});
