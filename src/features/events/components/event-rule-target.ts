// An event as the rule dialog's evidence (issue 28): its file by hash, its signer and its folder,
// allowed when it was blocked or audited, blocked when it ran. The drawer and the row share it.
import type { ApiSchema } from '../../../api/contract-types';
import { ruleActionOf, type RuleTarget } from '../../../components/rule-dialog/RuleActions';

export const eventRuleTarget = (event: ApiSchema<'SecurityEvent'>): RuleTarget => ({
  action: ruleActionOf(event.action),
  fileName: event.fileName,
  evidence: {
    source: 'event',
    eventId: event.eventId,
    sha256: event.sha256,
    publisher: event.publisher,
    filePath: event.filePath,
  },
});
