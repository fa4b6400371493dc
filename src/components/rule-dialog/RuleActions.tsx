// "Allow…" or "Block…" on a file the console shows (issue 28): the buttons and row actions that
// open the one rule dialog, shown only to roles that may write rules at some level the dialog
// offers (auditors see none). A blocked or audited file offers Allow…, a file that ran Block….
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccessFacts } from '../../access/use-access-facts';
import type { RowAction } from '../paged-table/paged-table-options';
import { RuleDialog } from './RuleDialog';
import { mayWriteRules, type RuleEvidence } from './rule-draft';

export type RuleAction = 'allow' | 'deny';

/** What a rule is made for: the file's evidence, its name (the dialog's title) and the action. */
export interface RuleTarget {
  evidence: RuleEvidence;
  fileName: string;
  action: RuleAction;
}

/** The rule an event's outcome calls for: blocked and audited files are allowed, allowed ones blocked. */
export const ruleActionOf = (eventAction: 'blocked' | 'allowed' | 'audited'): RuleAction =>
  eventAction === 'allowed' ? 'deny' : 'allow';

const LABEL_KEYS = { allow: 'ruleDialog.allow', deny: 'ruleDialog.block' } as const;
const NAMED_KEYS = { allow: 'ruleDialog.allowNamed', deny: 'ruleDialog.blockNamed' } as const;

/** The rule dialog a page opens on a target, and whether the role may write rules at all. */
export function useRuleDialog(): {
  mayWrite: boolean;
  open: (target: RuleTarget) => void;
  dialog: ReactNode;
} {
  const [target, setTarget] = useState<RuleTarget | null>(null);
  const mayWrite = mayWriteRules(useAccessFacts().role);
  return {
    mayWrite,
    open: setTarget,
    dialog:
      mayWrite && target ? (
        <RuleDialog
          key={`${target.action}:${target.evidence.sha256}`}
          action={target.action}
          evidence={target.evidence}
          fileName={target.fileName}
          onClose={() => setTarget(null)}
        />
      ) : null,
  };
}

/**
 * The row actions of a list of files: Allow… on the rows whose file was blocked, Block… on those
 * that ran (`targetOf` says which, null for a row that offers neither); none for roles that may not.
 */
export function useRuleRowActions<TRow>(targetOf: (row: TRow) => RuleTarget | null): {
  rowActions: RowAction<TRow>[] | undefined;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { mayWrite, open, dialog } = useRuleDialog();
  const rowActions = useMemo(() => {
    const actionFor = (action: RuleAction): RowAction<TRow> => ({
      id: `rule-${action}`,
      label: t(LABEL_KEYS[action]),
      name: (row) => t(NAMED_KEYS[action], { file: targetOf(row)?.fileName }),
      hidden: (row) => targetOf(row)?.action !== action,
      onSelect: (row) => {
        const target = targetOf(row);
        if (target) open(target);
      },
    });
    return mayWrite ? [actionFor('allow'), actionFor('deny')] : undefined;
  }, [t, mayWrite, open, targetOf]);
  return { rowActions, dialog };
}

/**
 * Buttons for one file: the actions given (Allow… and/or Block…), each opening the dialog;
 * `named`: the buttons' names say the file (one of many rows).
 */
export function RuleActions({ targets, named = false }: { targets: readonly RuleTarget[]; named?: boolean }) {
  const { t } = useTranslation();
  const { mayWrite, open, dialog } = useRuleDialog();
  if (!mayWrite || targets.length === 0) return null;
  return (
    <Group gap="xs">
      {targets.map((target) => (
        <Button
          key={target.action}
          size="xs"
          variant="light"
          aria-label={named ? t(NAMED_KEYS[target.action], { file: target.fileName }) : undefined}
          onClick={() => open(target)}
        >
          {t(LABEL_KEYS[target.action])}
        </Button>
      ))}
      {dialog}
    </Group>
  );
}
