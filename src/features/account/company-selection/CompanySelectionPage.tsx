// /company-selection (spec section 2, authenticated, outside the shell): a company-level user of
// several companies chooses the one to work in after sign-in; anyone with more than one company
// to choose from (Partner and Global admins too) may come back to switch. A choice stores the
// scope as the scope dialog does and loads the console anew at the page asked for, so that no
// answer of the previous scope is kept.
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../api/client';
import { PagedRequestLimits } from '../../../domain/contract-limits';
import { LogoutButton } from '../../../components/layout/LogoutButton';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { useScope } from '../../../scope/scope-store';
import { apiQueriesFor } from '../../../session/api-queries';
import { pageLocation } from '../../../session/page-location';
import { storedSelection } from '../../../session/stored-selection';
import { companyChoices, filterChoices, isCompanyLevel, selectionForCompany } from './company-choices';
import { PublicPage, PublicPageHeading } from '../../../session/PublicPage';

/** Above this many companies the list gets a filter. */
const FILTER_FROM = 8;

export interface CompanySelectionPageProps {
  client: ApiClient;
  /** Where to go once a company is chosen. */
  target: string;
}

export function CompanySelectionPage({ client, target }: CompanySelectionPageProps) {
  const { t } = useTranslation();
  const { realRole, selection } = useScope();
  const queries = apiQueriesFor(client);
  const tree = useSuspenseQuery(queries.Company_GetScopeTree()).data.entityData;
  const companyLevel = realRole !== null && isCompanyLevel(realRole);
  const claims = useSuspenseQuery({ ...queries.User_GetUserClaimsInformation() }).data.entityData;
  const [filter, setFilter] = useState('');
  const [choosing, setChoosing] = useState<string | null>(null);
  useDocumentTitle(t('companySelection.title'));

  const choices = realRole === null ? [] : companyChoices(realRole, tree, companyLevel ? claims : null);
  const shown = filterChoices(choices, filter);
  const current = selection.company?.guid.toLowerCase() ?? null;

  function choose(index: number) {
    const choice = shown[index];
    if (!choice || choosing) return;
    setChoosing(choice.node.name);
    storedSelection.update(selectionForCompany(choice, storedSelection.get()));
    pageLocation.assign(target);
  }

  return (
    <PublicPage width={560}>
      <Stack gap="md">
        <PublicPageHeading
          title={t('companySelection.title')}
          intro={current ? t('companySelection.introSwitch') : t('companySelection.intro')}
        />
        {choices.length > FILTER_FROM && (
          <TextInput
            label={t('companySelection.filter')}
            value={filter}
            maxLength={PagedRequestLimits.search.maxLength}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        )}
        {choosing ? (
          <Text role="status">{t('companySelection.switching', { name: choosing })}</Text>
        ) : shown.length === 0 ? (
          <Text role="status">{t('companySelection.none')}</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('companySelection.listLabel')}
          >
            {shown.map((choice, index) => {
              const isCurrent = choice.node.guid.toLowerCase() === current;
              return (
                <li key={choice.node.guid}>
                  <Button
                    variant={isCurrent ? 'light' : 'default'}
                    fullWidth
                    justify="space-between"
                    h="auto"
                    py="xs"
                    onClick={() => choose(index)}
                    aria-current={isCurrent ? 'true' : undefined}
                    rightSection={isCurrent ? <Badge size="sm">{t('companySelection.current')}</Badge> : null}
                  >
                    <Stack gap={0} align="flex-start">
                      <span>{choice.node.name}</span>
                      {choice.partnerName && (
                        <Text span size="xs" c="dimmed">
                          {choice.partnerName}
                        </Text>
                      )}
                    </Stack>
                  </Button>
                </li>
              );
            })}
          </Stack>
        )}
        <Group justify="space-between">
          {current || !companyLevel ? (
            <Anchor component={Link} to={target}>
              {t('companySelection.back')}
            </Anchor>
          ) : (
            <span />
          )}
          <LogoutButton variant="default" client={client} />
        </Group>
      </Stack>
    </PublicPage>
  );
}
