// The header: the burger that opens and closes the sidebar, the product name, the search button
// (the command palette), the current scope and role (which opens the scope dialog), the language and color-scheme switches, Log out.
// Narrower than lg the product name gives way (the tab's title carries it); narrower than md
// the two switches move to the foot of the sidebar's drawer.
import { Anchor, Box, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../access/paths';
import type { ApiClient } from '../../api/client';
import { ScopeSummary } from '../../scope/ScopeSummary';
import { PaletteButton } from './PaletteButton';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutButton } from './LogoutButton';
import type { SidebarState } from './use-sidebar-state';

export const SIDEBAR_ID = 'app-sidebar';

export function AppHeader({ sidebar, client }: { sidebar: SidebarState; client: ApiClient }) {
  const { t } = useTranslation();
  const burgerLabel = (opened: boolean) =>
    opened ? t('shell.header.closeNavigation') : t('shell.header.openNavigation');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger
          opened={sidebar.mobileOpened}
          onClick={sidebar.toggleMobile}
          hiddenFrom="md"
          size="sm"
          aria-label={burgerLabel(sidebar.mobileOpened)}
          aria-expanded={sidebar.mobileOpened}
          aria-controls={SIDEBAR_ID}
        />
        <Burger
          opened={sidebar.desktopOpened}
          onClick={sidebar.toggleDesktop}
          visibleFrom="md"
          size="sm"
          aria-label={burgerLabel(sidebar.desktopOpened)}
          aria-expanded={sidebar.desktopOpened}
          aria-controls={SIDEBAR_ID}
        />
        <Box visibleFrom="lg">
          <Anchor
            component={Link}
            to={HOME_PATH}
            underline="never"
            c="inherit"
            aria-label={t('shell.header.home')}
          >
            <Text component="span" fw={700} size="lg" truncate="end">
              {t('app.name')}
            </Text>
          </Anchor>
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap" miw={0} justify="flex-end" style={{ flex: 1 }}>
        <Box style={{ flexShrink: 0 }}>
          <PaletteButton />
        </Box>
        <Box miw={0} style={{ flexShrink: 1 }}>
          <ScopeSummary client={client} />
        </Box>
        {/* Below md they sit at the foot of the sidebar's drawer (AppLayout). */}
        <Group gap="sm" wrap="nowrap" visibleFrom="md" style={{ flexShrink: 0 }}>
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <Box style={{ flexShrink: 0 }}>
          <LogoutButton client={client} />
        </Box>
      </Group>
    </Group>
  );
}
