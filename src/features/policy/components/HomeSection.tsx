// A section of the policy pages: a card named by its heading (a region landmark).
import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={`policy-home-${id}`} data-section={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`policy-home-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
