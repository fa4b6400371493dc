// The authenticated shell (spec section 2): header, sidebar, the page with its title and
// breadcrumb, footer; the idle timeout and the live stream's connection mounted once. Down to a
// 1280-px laptop the sidebar sits beside the page; below the md breakpoint (a tablet held upright)
// it is a drawer behind the burger.
import type { ReactNode } from 'react';
import { AppShell, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notifications } from '@mantine/notifications';
import type { ApiClient } from '../../api/client';
import { SignInSyncFrame } from '../../scope/SignInSyncFrame';
import { IdleTimeout } from '../../session/IdleTimeout';
import { LiveConnection } from '../../session/live/LiveConnection';
import { AppFooter } from './AppFooter';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { AppHeader, SIDEBAR_ID } from './AppHeader';
import classes from './AppLayout.module.css';
import { PageHeading } from './PageHeading';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './use-sidebar-state';

const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 32;
export const SIDEBAR_WIDTH = 260;
const MAIN_ID = 'main-content';

export function AppLayout({ children, client }: { children: ReactNode; client: ApiClient }) {
  const { t } = useTranslation();
  const sidebar = useSidebarState();
  return (
    <>
      <Notifications position="top-right" />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        footer={{ height: FOOTER_HEIGHT }}
        navbar={{
          width: SIDEBAR_WIDTH,
          breakpoint: 'md',
          collapsed: { mobile: !sidebar.mobileOpened, desktop: !sidebar.desktopOpened },
        }}
        padding="md"
      >
        <AppShell.Header>
          <a href={`#${MAIN_ID}`} className={classes.skipLink}>
            {t('shell.skipToContent')}
          </a>
          <AppHeader sidebar={sidebar} client={client} />
        </AppShell.Header>
        <AppShell.Navbar
          id={SIDEBAR_ID}
          className={classes.sidebar}
          data-desktop-collapsed={sidebar.desktopOpened ? undefined : true}
          data-mobile-collapsed={sidebar.mobileOpened ? undefined : true}
        >
          <AppShell.Section grow miw={0} mih={0}>
            <Sidebar onNavigate={sidebar.closeMobile} />
          </AppShell.Section>
          <AppShell.Section hiddenFrom="md" p="sm">
            <Group gap="sm">
              <LanguageSwitch />
              <ColorSchemeToggle />
            </Group>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          <PageHeading />
          {children}
        </AppShell.Main>
        <AppShell.Footer>
          <AppFooter />
        </AppShell.Footer>
        <IdleTimeout client={client} />
        <LiveConnection />
        <SignInSyncFrame client={client} />
      </AppShell>
    </>
  );
}
