// "Look it up" at the configured hash lookup service (the hash lookup settings' URL), shown only
// when the settings have one. It opens in a new tab, without the console as its referrer.
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { hashLookupHref, hashLookupSettingsRequest } from '../api/hash-lookup-link';

export function HashLookupLink({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const settings = useQuery(queries.GlobalSettings_GetSettings(hashLookupSettingsRequest));
  const entity = settings.data?.entityData;
  const href = hashLookupHref(entity?.settingKey === 'HashLookupSettings' ? entity : null, sha256);
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {t('hashes.lookup.link')}
    </Anchor>
  );
}
