// The sidebar: the menu entries of the access table for the role the console acts in (spec
// section 6), grouped under headings. Entries whose condition is unmet are removed; entries the
// spec disables for the role (policy review, tuning and compare for company and site roles)
// are shown disabled, with the reason.
import { useId, useMemo } from 'react';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuEntryId, menuFor, type VisibleMenuGroup } from '../../access/access-decisions';
import { useAccessFacts } from '../../access/use-access-facts';
import classes from './Sidebar.module.css';
import { catalogueKey } from '../../i18n/message-key';

export interface SidebarProps {
  /** Called after an entry is chosen (the drawer of a narrow screen closes). */
  onNavigate?: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const facts = useAccessFacts();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu changes with the facts only; the active entry with the path.
  const groups = useMemo(() => menuFor(facts), [facts]);
  const enabled = useMemo(
    () => groups.flatMap((group) => group.entries.filter((e) => !e.disabled).map((e) => e.entry)),
    [groups],
  );
  const activeId = useMemo(() => activeMenuEntryId(pathname, enabled), [pathname, enabled]);

  return (
    // Native scrolling: Mantine's ScrollArea measured the menu (a forced layout) on every page load.
    <div className={classes.scroller}>
      <nav aria-label={t('shell.navigation')}>
        <Stack gap="xs" p="xs">
          {groups.map((group) => (
            <MenuGroup key={group.id} group={group} activeId={activeId} onNavigate={onNavigate} />
          ))}
        </Stack>
      </nav>
    </div>
  );
}

function MenuGroup({
  group,
  activeId,
  onNavigate,
}: {
  group: VisibleMenuGroup;
  activeId: string | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={group.labelKey ? headingId : undefined}>
      {group.labelKey && (
        <Text
          id={headingId}
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          px="sm"
          pt="xs"
          pb={4}
          component="h2"
          m={0}
        >
          {t(catalogueKey(group.labelKey))}
        </Text>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.entries.map(({ entry, disabled }) => (
          <li key={entry.id}>
            {disabled ? (
              // The reason is shown under the entry (a disabled button takes no focus and no
              // hover, so a tooltip alone would hide it from keyboard and touch users) and is
              // the entry's description; the entry's name stays its label.
              <NavLink
                component="button"
                type="button"
                disabled
                aria-disabled
                aria-label={t(catalogueKey(entry.labelKey))}
                aria-describedby={`${headingId}-${entry.id}-reason`}
                label={t(catalogueKey(entry.labelKey))}
                description={<span id={`${headingId}-${entry.id}-reason`}>{t('shell.menuDisabled')}</span>}
                title={t('shell.menuDisabled')}
              />
            ) : (
              <NavLink
                component={Link}
                to={entry.to}
                label={t(catalogueKey(entry.labelKey))}
                active={entry.id === activeId}
                aria-current={entry.id === activeId ? 'page' : undefined}
                onClick={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
