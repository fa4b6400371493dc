// What a rule being written would have done over the last 30 days (issue 28), updated as the form
// changes (debounced; a superseded preview's request is aborted with its query's signal). The
// headline figure, each top file and each top computer link to the event inspection filtered to
// exactly the events counted (when the role may open it); following a link closes the dialog.
import type { MouseEvent } from 'react';
import { List, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/use-can';
import { formatFull } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { RouterLink } from '../paged-table/router-link';
import { impactHref } from './impact-links';
import { previewRequest, type RuleDraft } from './rule-draft';

const PREVIEW_DEBOUNCE_MS = 400;
const EVENTS_PATH = '/event-inspection/all-events';

export interface ImpactPreviewProps {
  draft: RuleDraft;
  action: 'allow' | 'deny';
  /** Called when a link into the event inspection is followed (the dialog closes). */
  onNavigate: () => void;
}

export function ImpactPreview({ draft, action, onNavigate }: ImpactPreviewProps) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const linked = useCan().open(EVENTS_PATH);
  const [request] = useDebouncedValue(previewRequest(draft, action), PREVIEW_DEBOUNCE_MS);
  // Each form state is its own query key: a superseded one is cancelled, a former one reused.
  const preview = useQuery({
    ...queries.Policy_PreviewRuleImpact(request!),
    enabled: request !== null,
  });
  const n = (value: number) => formatFull(value, i18n.language);
  // Each figure with its noun in the language's plural form ("1 file", "37 files").
  const counted = (noun: 'blockedEvents' | 'events' | 'files' | 'computers' | 'companies', value: number) =>
    t(`ruleDialog.count.${noun}`, { count: value, formatted: n(value) });
  const link = (filter: Parameters<typeof impactHref>[0], text: string) =>
    linked ? <RouterLink href={impactHref(filter)}>{text}</RouterLink> : text;
  // A followed link leaves this page's state behind: the dialog closes with it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onNavigate();
  };

  let body;
  if (request === null) body = <Text size="sm">{t('ruleDialog.previewIncomplete')}</Text>;
  else if (preview.isPending) body = <Loader size="sm" aria-label={t('ruleDialog.previewLoading')} />;
  else if (preview.isError) body = null;
  else {
    const impact = preview.data.entityData;
    const events = counted(impact.effect === 'allowed' ? 'blockedEvents' : 'events', impact.events);
    const eventCount = (value: number) => t('ruleDialog.eventCount', { count: value, formatted: n(value) });
    body = (
      <Stack gap="xs" aria-live="polite" onClick={closeOnLink}>
        <Text size="sm">
          {t(impact.effect === 'allowed' ? 'ruleDialog.previewAllowed' : 'ruleDialog.previewBlocked', {
            events,
            files: counted('files', impact.files),
            computers: counted('computers', impact.computers),
            companies: counted('companies', impact.companies),
          })}
        </Text>
        {impact.events > 0 && linked && (
          <div>{link(impact.filter, t('ruleDialog.openEvents', { events }))}</div>
        )}
        {impact.topFiles.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('ruleDialog.topFiles')}
            </Text>
            <List size="sm">
              {impact.topFiles.map((f) => (
                <List.Item key={f.sha256}>
                  {link(f.filter, `${f.fileName}: ${eventCount(f.events)}`)}
                </List.Item>
              ))}
            </List>
            <Text size="sm" fw={600}>
              {t('ruleDialog.topComputers')}
            </Text>
            <List size="sm">
              {impact.topComputers.map((c) => (
                <List.Item key={c.computerGuid}>
                  {link(c.filter, `${c.computerName}: ${eventCount(c.events)}`)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    );
  }
  return (
    <section aria-labelledby="rule-impact-title">
      <Title order={3} size="h5" id="rule-impact-title">
        {t('ruleDialog.previewTitle')}
      </Title>
      {body}
    </section>
  );
}
