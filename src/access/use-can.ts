// In-page removal of elements (spec section 6): `const can = useCan(); can.open('/x')`,
// `can.see('agmsGroupActions')`, or the <Can> component. Both read the one access table; a
// button that calls a write asks useCanCall (the operation table) instead.
import { useMemo } from 'react';
import { canOpen, canSeeElement } from './access-decisions';
import type { ElementId } from './route-access';
import { useAccessFacts } from './use-access-facts';

export interface CanCheck {
  /** Whether the role may open this path (a link to it is worth showing). */
  open: (pathname: string) => boolean;
  /** Whether the element is shown to this role with the current selection. */
  see: (element: ElementId) => boolean;
}

export function useCan(): CanCheck {
  const facts = useAccessFacts();
  return useMemo(
    () => ({ open: (pathname) => canOpen(pathname, facts), see: (element) => canSeeElement(element, facts) }),
    [facts],
  );
}
