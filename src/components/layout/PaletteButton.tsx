// The shell header's search button and Ctrl+K / Cmd+K (issue 34): both open the command palette,
// whose code is its own chunk, fetched at the first opening (the sign-in page never loads it).
import { Suspense, lazy, useEffect, useState } from 'react';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';

const CommandPalette = lazy(() => import('../command-palette/CommandPalette'));

export function PaletteButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing plays the Modal's own transition.
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpened(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<SearchIcon />}
        rightSection={
          <Kbd size="xs" aria-hidden="true">
            {t('shell.header.searchKeys')}
          </Kbd>
        }
        visibleFrom="sm"
        title={t('shell.header.searchHint')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpened(true)}
      >
        {t('shell.header.search')}
      </Button>
      {/* Narrow headers have room for the icon alone (and no keyboard for Ctrl+K). */}
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label={t('shell.header.search')}
        title={t('shell.header.searchHint')}
        onClick={() => setOpened(true)}
      >
        <SearchIcon />
      </ActionIcon>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
