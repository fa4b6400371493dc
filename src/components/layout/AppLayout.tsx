// The authenticated shell (spec section 2): header, sidebar, the page with its title and
// breadcrumb, footer; the idle timeout mounted once. Down to a 1280-px laptop the sidebar sits
// beside the page; below the md breakpoint (a tablet held upright) it is a drawer behind the burger.
import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import type { ApiClient } from '../../api/client';
import { IdleTimeout } from '../../session/IdleTimeout';
import { AppFooter } from './AppFooter';
import { AppHeader, SIDEBAR_ID } from './AppHeader';
import classes from './AppLayout.module.css';
import { PageHeading } from './PageHeading';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './use-sidebar-state';

const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 32;
export const SIDEBAR_WIDTH = 260;

export function AppLayout({ children, client }: { children: ReactNode; client: ApiClient }) {
  const sidebar = useSidebarState();
  return (
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
        <AppHeader sidebar={sidebar} client={client} />
      </AppShell.Header>
      <AppShell.Navbar
        id={SIDEBAR_ID}
        className={classes.sidebar}
        data-desktop-collapsed={sidebar.desktopOpened ? undefined : true}
        data-mobile-collapsed={sidebar.mobileOpened ? undefined : true}
      >
        <Sidebar onNavigate={sidebar.closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main>
        <PageHeading />
        {children}
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      <IdleTimeout />
    </AppShell>
  );
}
