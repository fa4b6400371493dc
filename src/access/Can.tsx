// Renders its children only when the access table allows them: a page the role may open
// (`to`) or an element it may see (`element`); otherwise the fallback (nothing by default).
import type { ReactNode } from 'react';
import type { ElementId } from './route-access';
import { useCan } from './use-can';

export type CanProps = { children: ReactNode; fallback?: ReactNode } & (
  { to: string; element?: never } | { element: ElementId; to?: never }
);

export function Can({ children, fallback = null, ...what }: CanProps) {
  const can = useCan();
  const allowed = what.to !== undefined ? can.open(what.to) : can.see(what.element);
  return <>{allowed ? children : fallback}</>;
}
