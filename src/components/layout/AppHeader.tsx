// The header: the burger that opens and closes the sidebar, the product name, the current scope
// and role (which opens the scope dialog), the language and color-scheme switches, Log out.
import { Anchor, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { legacyBaseUrl } from '../../access/legacy-pages';
import { HOME_PATH } from '../../access/route-access';
import type { ApiClient } from '../../api/client';
import { ScopeSummary } from '../../scope/ScopeSummary';
import { LogoutButton } from '../../session/LogoutButton';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import type { SidebarState } from './use-sidebar-state';

export const SIDEBAR_ID = 'app-sidebar';

export function AppHeader({ sidebar, client }: { sidebar: SidebarState; client: ApiClient }) {
  const { t } = useTranslation();
  const burgerLabel = (opened: boolean) => (opened ? t('shell.header.closeNavigation') : t('shell.header.openNavigation'));
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
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
        <Anchor component={Link} to={HOME_PATH} underline="never" c="inherit" aria-label={t('shell.header.home')}>
          <Text fw={700} size="lg" truncate="end">
            {t('app.name')}
          </Text>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ScopeSummary client={client} legacyBaseUrl={legacyBaseUrl()} />
        <LanguageSwitch />
        <ColorSchemeToggle />
        <LogoutButton />
      </Group>
    </Group>
  );
}
