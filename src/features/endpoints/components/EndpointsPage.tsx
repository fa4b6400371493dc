// The frame of every endpoints page: the computer search on top (find a computer from
// anywhere), then the page.
import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { ComputerSearch } from './ComputerSearch';

export function EndpointsPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ComputerSearch />
      </Group>
      {children}
    </Stack>
  );
}
