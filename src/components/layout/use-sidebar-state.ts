// The sidebar's open or closed state. On a desktop it is remembered (spec section 3: the sidebar
// state is stored locally); on a narrow screen (a tablet held upright) the sidebar is a drawer
// behind the burger that starts closed and closes after each navigation.
import { useCallback, useState } from 'react';
import { useLocalStorage } from '@mantine/hooks';

export const SIDEBAR_STORAGE_KEY = 'sidebar';

export type SidebarStored = 'open' | 'closed';

export interface SidebarState {
  desktopOpened: boolean;
  mobileOpened: boolean;
  toggleDesktop: () => void;
  toggleMobile: () => void;
  closeMobile: () => void;
}

export function useSidebarState(): SidebarState {
  const [stored, setStored] = useLocalStorage<SidebarStored>({
    key: SIDEBAR_STORAGE_KEY,
    defaultValue: 'open',
    getInitialValueInEffect: false,
    deserialize: (value) => (value === 'closed' ? 'closed' : 'open'),
    serialize: (value) => value,
  });
  const [mobileOpened, setMobileOpened] = useState(false);
  const toggleDesktop = useCallback(
    () => setStored((current) => (current === 'closed' ? 'open' : 'closed')),
    [setStored],
  );
  const toggleMobile = useCallback(() => setMobileOpened((opened) => !opened), []);
  const closeMobile = useCallback(() => setMobileOpened(false), []);
  return { desktopOpened: stored !== 'closed', mobileOpened, toggleDesktop, toggleMobile, closeMobile };
}
