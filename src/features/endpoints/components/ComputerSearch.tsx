// Find a computer from any endpoints page (Computer/SearchComputer): by name, last IP address or
// a user who logged on, as you type (debounced; a newer term drops the older request: its query
// loses its last observer and React Query aborts it). A WAI-ARIA combobox: arrows move through
// the matches, Enter opens the computer's page, Escape closes the list.
import { useEffect, useState } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { computerPath } from '../api/computer-paths';

const DEBOUNCE_MS = 250;
/** The contract's bound of the search text (SearchComputer's search: 1 to 191 characters). */
const SEARCH_MAX = 191;

export function ComputerSearch() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useQuery({
    ...queries.Computer_SearchComputer({ search: term }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
  const matches = term && search.data ? search.data.entityData : [];
  const total = search.data?.totalCount ?? matches.length;
  // The first match is the one Enter opens, once the matches of the typed term are there.
  const firstMatch = matches[0]?.computerGuid;
  useEffect(() => {
    if (firstMatch) combobox.selectFirstOption();
  }, [firstMatch, combobox]);
  const open = (computerGuid: string) => {
    combobox.closeDropdown();
    setText('');
    void navigate({ to: computerPath(computerGuid) });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open}>
      <Combobox.Target>
        <TextInput
          label={t('endpoints.search.label')}
          placeholder={t('endpoints.search.placeholder')}
          value={text}
          maxLength={SEARCH_MAX}
          w={320}
          rightSection={
            search.isFetching ? <Loader size="xs" aria-label={t('endpoints.search.searching')} /> : null
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => text && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!text.trim()}>
        <Combobox.Options aria-label={t('endpoints.search.matches')}>
          {matches.map((match) => (
            <Combobox.Option value={match.computerGuid} key={match.computerGuid}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {match.computerName}
                </Text>
                <Text size="xs">
                  {[match.groupName, match.siteName, match.matchedUser ?? match.lastIpv4]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {term && search.isSuccess && matches.length === 0 && (
            <Combobox.Empty>{t('endpoints.search.none')}</Combobox.Empty>
          )}
          {search.isError && <Combobox.Empty>{t('endpoints.search.failed')}</Combobox.Empty>}
        </Combobox.Options>
        {total > matches.length && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t('endpoints.search.more', { shown: matches.length, total })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
