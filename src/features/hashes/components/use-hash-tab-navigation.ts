// A change of class tab is a navigation: malicious has its own address (the spec's shortcut,
// /hash-inspection/malicious), the other classes are /hash-inspection?class=<class>.
import { useNavigate } from '@tanstack/react-router';
import type { HashListSearch } from '../api/hash-list-route';
import type { HashTab } from './HashClassTabs';

export function useHashTabNavigation() {
  const navigate = useNavigate();
  return (tab: HashTab, search: HashListSearch) => {
    const { page: _page, detail: _detail, class: _class, ...kept } = search;
    if (tab === 'malicious') void navigate({ to: '/hash-inspection/malicious', search: kept });
    else void navigate({ to: '/hash-inspection', search: tab === 'all' ? kept : { ...kept, class: tab } });
  };
}
