// An alert's event as the rule dialog's evidence (issue 28): Allow… on a blocked file, Block… on
// one that ran; none for an event without a file (health and system observations). The drawer's
// list and the row's sub-table share it.
import type { ApiSchema } from '../../../api/contract-types';
import type { RuleTarget } from '../../../components/rule-dialog/RuleActions';

export function alertRuleTarget(alarmId: number, event: ApiSchema<'AlarmEvent'>): RuleTarget | null {
  if (!event.sha256) return null;
  const action =
    event.eventType === 'ExecutionAllowed' ? 'deny' : event.eventType.endsWith('Blocked') ? 'allow' : null;
  if (!action) return null;
  return {
    action,
    fileName: event.fileName ?? event.sha256,
    evidence: {
      source: 'alert',
      alarmId,
      eventId: event.eventId,
      sha256: event.sha256,
      publisher: event.publisher ?? null,
      filePath: event.filePath ?? null,
    },
  };
}
