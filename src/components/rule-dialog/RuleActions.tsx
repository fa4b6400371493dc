// "Allow…" or "Block…" on a file the console shows (issue 28): the button that opens the one rule
// dialog, shown only to roles that may write rules (auditors see none). A blocked or audited file
// offers Allow…, a file that ran Block….
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../access/use-can-call';
import { RuleDialog } from './RuleDialog';
import type { RuleEvidence } from './rule-draft';

export interface RuleActionsProps {
  evidence: RuleEvidence;
  fileName: string;
  /** What happened to the file: blocked and audited files are allowed, allowed ones blocked. */
  eventAction: 'blocked' | 'allowed' | 'audited';
}

export function RuleActions({ evidence, fileName, eventAction }: RuleActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mayWrite = useCanCall('Policy_SaveRule', { policyLevel: 'local' });
  if (!mayWrite) return null;
  const action = eventAction === 'allowed' ? 'deny' : 'allow';
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t(action === 'allow' ? 'ruleDialog.allow' : 'ruleDialog.block')}
      </Button>
      {open && (
        <RuleDialog action={action} evidence={evidence} fileName={fileName} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
