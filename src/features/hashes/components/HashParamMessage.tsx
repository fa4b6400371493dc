// A {param} that is not a SHA-256: a clear message inside the layout (no call is made). An MD5
// or SHA-1 is found through the list's search, which covers both (linked for the roles that may
// open the list: not the group admin, who reaches hash pages from the unique blocks).
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../access/use-can';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { HashParam } from '../api/hash-param';

/** The title of an MD5 or SHA-1 given where a SHA-256 was expected. */
const OTHER_KIND_TITLES = { md5: 'hashes.param.md5Title', sha1: 'hashes.param.sha1Title' } as const;

export function HashParamMessage({ param }: { param: Exclude<HashParam, { kind: 'sha256' }> }) {
  const { t } = useTranslation();
  const listed = useCan().open('/hash-inspection');
  if (param.kind === 'invalid')
    return (
      <Alert color="orange" title={t('hashes.param.invalidTitle')}>
        {t('hashes.param.invalid', { value: param.value.slice(0, 200) })}{' '}
        {listed && <RouterLink href="/hash-inspection">{t('hashes.param.backToList')}</RouterLink>}
      </Alert>
    );
  return (
    <Alert color="blue" title={t(OTHER_KIND_TITLES[param.kind])}>
      {t('hashes.param.otherKind')}{' '}
      {listed && (
        <RouterLink href={`/hash-inspection?search=${encodeURIComponent(JSON.stringify(param.value))}`}>
          {t('hashes.param.findInList')}
        </RouterLink>
      )}
    </Alert>
  );
}
