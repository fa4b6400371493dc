// The command palette (issue 34), its own chunk: a dialog holding one WAI-ARIA combobox (APG:
// an input with a listbox popup, grouped options, aria-activedescendant). Pages come from the
// role's menu (the access table); computers, hashes, events, companies, users and saved filters
// from Search_QuickSearch, typed text debounced, a superseded request cancelled (its query has no
// observer left: TanStack Query aborts its signal). The user's recent items come first.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Loader, Modal, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canOpen, menuFor } from '../../access/access-decisions';
import { useAccessFacts } from '../../access/use-access-facts';
import { catalogueKey } from '../../i18n/message-key';
import { useSession } from '../../session/session-store';
import { useApi } from '../api/use-api';
import { kindsFoundBy, paletteItems, withRecent, type PaletteGroup, type PaletteItem } from './palette-items';
import { readRecent, writeRecent } from './recent-items';
import classes from './CommandPalette.module.css';

const DEBOUNCE_MS = 200;
const MIN_SEARCH = 2;
const MAX_TEXT = 100;

export default function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const facts = useAccessFacts();
  const { email } = useSession();
  const ids = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(email));
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const kinds = useMemo(() => kindsFoundBy(facts.role), [facts.role]);
  // A role that finds nothing (site and group admins) goes to pages only: no search is sent.
  const searching = kinds.length > 0 && debounced.length >= MIN_SEARCH;
  const search = useQuery({
    ...queries.Search_QuickSearch({ text: debounced }),
    enabled: opened && searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const pages = useMemo(
    () =>
      menuFor(facts, { withPaletteOnly: true }).flatMap((group) =>
        group.entries
          .filter((entry) => !entry.disabled)
          .map(({ entry }): PaletteItem => ({
            group: 'page',
            href: entry.to,
            label: t(catalogueKey(entry.labelKey)),
            detail: group.labelKey ? t(catalogueKey(group.labelKey)) : null,
          })),
      ),
    [facts, t],
  );
  const items = useMemo(
    () =>
      paletteItems({
        text,
        recent,
        pages,
        hits: searching && search.data ? search.data.entityData : [],
        mayOpen: (href) => canOpen(href.split('?')[0]!, facts),
      }),
    [text, recent, pages, searching, search.data, facts],
  );
  const current = Math.min(active, Math.max(0, items.length - 1));
  const optionId = (index: number) => `${ids}-option-${index}`;
  const listId = `${ids}-list`;

  const openItem = (item: PaletteItem) => {
    const next = withRecent(recent, item);
    setRecent(next);
    writeRecent(email, next);
    onClose();
    void navigate({ href: item.href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const to: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: last,
      PageUp: 0,
    };
    if (event.key in to) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to[event.key]!)));
      document
        .getElementById(optionId(Math.max(0, Math.min(last, to[event.key]!))))
        ?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      openItem(items[current]);
    }
  };

  const groups = groupRuns(items);
  const status = search.isError
    ? t('palette.failed')
    : kinds.length > 0 && text.trim().length > 0 && text.trim().length < MIN_SEARCH
      ? t('palette.tooShort')
      : items.length === 0 && searching && !search.isFetching
        ? t('palette.none')
        : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('palette.title')}
      size="lg"
      yOffset="10vh"
      closeButtonProps={{ 'aria-label': t('palette.close') }}
    >
      <Stack gap="xs">
        <TextInput
          data-autofocus
          label={t('palette.input')}
          description={t('palette.help')}
          placeholder={
            kinds.length > 0
              ? t('palette.placeholder', {
                  things: kinds
                    .map((kind) => t(catalogueKey(`palette.thing.${kind}`)))
                    .join(t('palette.thingSeparator')),
                })
              : t('palette.placeholderPagesOnly')
          }
          value={text}
          maxLength={MAX_TEXT}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          rightSection={search.isFetching ? <Loader size="xs" aria-label={t('palette.searching')} /> : null}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-activedescendant={items[current] ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <VisuallyHidden role="status" aria-live="polite">
          {status ?? (searching && !search.isFetching ? t('palette.count', { count: items.length }) : '')}
        </VisuallyHidden>
        {status && (
          <Text size="sm" c={search.isError ? 'red' : 'dimmed'}>
            {status}
          </Text>
        )}
        <div id={listId} role="listbox" aria-label={t('palette.results')} className={classes.list}>
          {groups.map(({ group, start, run }) => (
            <div key={`${group}-${start}`} role="group" aria-labelledby={`${ids}-group-${start}`}>
              <Text id={`${ids}-group-${start}`} size="xs" fw={700} c="dimmed" className={classes.heading}>
                {t(`palette.group.${group}`)}
              </Text>
              {run.map((item, offset) => {
                const index = start + offset;
                return (
                  <UnstyledButton
                    component="div"
                    key={item.href}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    tabIndex={-1}
                    className={classes.option}
                    data-active={index === current || undefined}
                    onMouseMove={() => setActive(index)}
                    onClick={() => openItem(item)}
                  >
                    <Text size="sm" truncate="end">
                      {item.label}
                    </Text>
                    {item.detail && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {item.detail}
                      </Text>
                    )}
                  </UnstyledButton>
                );
              })}
            </div>
          ))}
        </div>
      </Stack>
    </Modal>
  );
}

/** The items cut into runs of one group, each with the index of its first item. */
function groupRuns(items: readonly PaletteItem[]) {
  const runs: Array<{ group: PaletteGroup; start: number; run: PaletteItem[] }> = [];
  items.forEach((item, index) => {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.run.push(item);
    else runs.push({ group: item.group, start: index, run: [item] });
  });
  return runs;
}
