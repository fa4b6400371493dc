// The header's current scope (partner › company › site › group, or Global) and role, with the
// button that opens the scope-change dialog.
import { useSyncExternalStore } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import type { ScopeSelection } from '../domain/scope-selection';
import { ScopeDialog } from './ScopeDialog';
import { pageLocation } from '../session/page-location';
import { sessionStore } from '../session/session-store';
import { offersCompanyChoice } from '../session/start-scope-runner';
import { useScope } from './scope-store';
import { enumLabel } from '../i18n/enum-labels';

export interface ScopeSummaryProps {
  client: ApiClient;
}

/** The names of the selected levels, broadest first. */
export function scopePathNames(selection: ScopeSelection): string[] {
  return [selection.partner, selection.company, selection.site, selection.group].flatMap((entity) =>
    entity?.name ? [entity.name] : [],
  );
}

export function ScopeSummary({ client }: ScopeSummaryProps) {
  const { t } = useTranslation();
  const { selection, role, realRole } = useScope();
  const [opened, { open, close }] = useDisclosure(false);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const names = scopePathNames(selection);
  const scopeText =
    names.length > 0
      ? names.join(' › ')
      : realRole === 'AGMSAdmin'
        ? t('scope.summary.global')
        : t('scope.summary.none');

  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {t('scope.summary.label')}
        </Text>
        <Text size="sm" fw={600} truncate="end" title={scopeText}>
          {scopeText}
        </Text>
      </Stack>
      {/* The scope's names give way to the role and the button, never the other way round. */}
      {role && (
        <Badge variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
          <VisuallyHidden>{`${t('scope.summary.role')}: `}</VisuallyHidden>
          {enumLabel(t, 'Role', role)}
        </Badge>
      )}
      <Button variant="default" size="xs" onClick={open} style={{ flexShrink: 0 }}>
        {t('scope.summary.change')}
      </Button>
      {session && offersCompanyChoice(session) && (
        <Anchor
          href="/company-selection"
          onClick={(event) => {
            // Back to this page after the choice (read now: the header does not follow navigation).
            event.preventDefault();
            const here = `${window.location.pathname}${window.location.search}`;
            pageLocation.assign(`/company-selection?${new URLSearchParams({ redirect: here })}`);
          }}
          size="xs"
          style={{ flexShrink: 0 }}
        >
          {t('companySelection.switchLink')}
        </Anchor>
      )}
      <ScopeDialog opened={opened} onClose={close} client={client} />
    </Group>
  );
}
