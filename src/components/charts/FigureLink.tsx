// A figure of a dashboard as a door to the list behind it: a link when the role may open that
// list (the access table decides), its plain text otherwise.
import type { ReactNode } from 'react';
import { useCan } from '../../access/use-can';
import { RouterLink } from '../paged-table/cells';

/** The path of an href (what the access table decides on). */
const pathOf = (href: string): string => href.split('?')[0]!;

export function FigureLink({ href, children }: { href: string; children: ReactNode }) {
  const can = useCan();
  return can.open(pathOf(href)) ? <RouterLink href={href}>{children}</RouterLink> : <>{children}</>;
}
