// The owner of a building block (or of a rule's block) as the user reads it: the SPM global level
// is no tenant and the server names it in English ("SPM global"); it reads as the level's name in
// the user's language, beside a partner's, company's, site's or group's own name.
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../i18n/message-key';

export interface Owner {
  nodeType: string;
  name: string;
}

export const ownerNameOf = (t: Translate, owner: Owner): string =>
  owner.nodeType === 'global' ? t('policy.enum.level.spmGlobal') : owner.name;

export function OwnerName({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  return ownerNameOf(t, owner);
}
