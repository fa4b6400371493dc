// A link to a console page through the router (no reload), for table cells and the pages around
// a table. Its own module: table definitions reach the entry through routes' search validation,
// and this keeps the cell renderers (and the access table behind them) out of it.
import type { MouseEvent, ReactNode } from 'react';
import { LightAnchor } from '../light-mantine/light-mantine';
import { useRouter } from '@tanstack/react-router';

export function RouterLink({
  href,
  children,
  label,
}: {
  href: string;
  children: ReactNode;
  /** The link's accessible name when its text alone does not say where it leads (it must contain the text, WCAG 2.5.3). */
  label?: string;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    // Mantine's Anchor as markup: tables draw one in many cells of every row.
    <LightAnchor href={href} onClick={onClick} aria-label={label}>
      {children}
    </LightAnchor>
  );
}
