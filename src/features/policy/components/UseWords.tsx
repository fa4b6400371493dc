// A place where a block is used, in words: "Northwind Security Partners (partner, mandatory)".
import { useTranslation } from 'react-i18next';
import type { PolicyUse } from '../api/policy-conflict';
import { NODE_WORDS, VIA_WORDS } from '../api/policy-words';

export function UseWords({ use }: { use: PolicyUse }) {
  const { t } = useTranslation();
  return (
    <>
      {t('policy.use.words', {
        name: use.scope.name,
        node: t(NODE_WORDS[use.scope.nodeType]),
        via: t(VIA_WORDS[use.via]),
      })}
    </>
  );
}
