// The page of an access-table entry served by the generic route: a legacy page in its frame,
// or a screen not built yet; a page whose condition is unmet says what to select instead.
import { useTranslation } from 'react-i18next';
import { unmetConditions } from '../../access/access-facts';
import { titleKeyFor } from '../../access/access-decisions';
import type { RouteAccess } from '../../access/route-access';
import { useAccessFacts } from '../../access/use-access-facts';
import { useApi } from '../api/use-api';
import { LegacyFrame } from '../legacy-frame/LegacyFrame';
import { NotBuiltYet } from '../not-built-yet/NotBuiltYet';
import { UnmetConditionNotice } from '../layout/UnmetConditionNotice';
import { catalogueKey } from '../../i18n/message-key';

export function AccessTableScreen({ entry }: { entry: RouteAccess }) {
  const { t } = useTranslation();
  const facts = useAccessFacts();
  const { api } = useApi();
  // Main-id needs are the legacy frame's to explain (it knows which one); others are said here.
  const unmet = unmetConditions(entry.conditions, facts);
  if (entry.kind === 'legacy' && entry.legacyPage) {
    return (
      <LegacyFrame
        page={entry.legacyPage}
        title={t(catalogueKey(titleKeyFor(entry, facts.role)))}
        client={api}
      />
    );
  }
  if (unmet.length > 0) return <UnmetConditionNotice conditions={unmet} />;
  return <NotBuiltYet />;
}
