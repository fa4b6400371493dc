// The rules in force at the scope by component kind, allow and deny, each figure a link to those
// rules in the home page's rules table.
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { rulesHref } from '../api/policy-links';
import { KIND_WORDS } from '../api/policy-words';

type KindCount = ApiSchema<'PolicyKindCount'>;

export function KindCounts({ counts }: { counts: readonly KindCount[] }) {
  const { t, i18n } = useTranslation();
  const figure = (count: KindCount, action: 'allow' | 'deny') => {
    const kind = t(KIND_WORDS[count.kind]);
    const shown = count[action].toLocaleString(i18n.language);
    const words = t(`policy.home.${action}Rules`, { figure: shown, kind });
    return (
      <RouterLink href={rulesHref({ kind: count.kind, action, state: 'inForce' })} label={words}>
        {shown}
      </RouterLink>
    );
  };
  return (
    <StaticTable
      labelledBy="policy-home-byKind"
      rows={counts}
      rowKey={(count) => count.kind}
      emptyText={t('policy.home.noRules')}
      columns={[
        {
          id: 'kind',
          header: t('policy.column.kind'),
          rowHeader: true,
          cell: (count) => t(KIND_WORDS[count.kind]),
        },
        { id: 'allow', header: t('policy.home.allow'), cell: (count) => figure(count, 'allow') },
        { id: 'deny', header: t('policy.home.deny'), cell: (count) => figure(count, 'deny') },
      ]}
    />
  );
}
