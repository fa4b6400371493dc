// A hash shown short ("9f86d0…f00a08"), the whole of it on hover (title) and for screen readers
// (aria-label), linked to its page when asked, and a button that copies the whole hash.
import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import { shortHash } from '../api/hash-param';

interface Props {
  hash: string;
  /** Links the short hash to the hash's page. */
  linked?: boolean;
  /** Shows the whole hash (the hash's own page). */
  full?: boolean;
}

export function HashValue({ hash, linked = false, full = false }: Props) {
  const { t } = useTranslation();
  const text = full ? hash : shortHash(hash);
  return (
    <Group gap={6} wrap="nowrap">
      {linked ? (
        <Text span ff="monospace" title={hash}>
          <RouterLink href={`/hash-inspection/${hash}`}>{text}</RouterLink>
        </Text>
      ) : (
        <Text span size="sm" ff="monospace" title={hash} style={{ wordBreak: 'break-all' }}>
          {text}
        </Text>
      )}
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={copy}
            aria-label={t('hashes.copy.label', { hash: shortHash(hash) })}
          >
            {copied ? t('hashes.copy.done') : t('hashes.copy.button')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
