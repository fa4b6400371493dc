// Agent main settings of a group, a role-policy template or a company: read, stored (insert or
// replace) and created with the defaults on first read.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import { AGENT_DEFAULTS } from '../../seed/agent';
import { iso } from '../timestamps';
import type { Target } from './targets';

type S = components['schemas'];

export type SettingsValues = Omit<
  S['AgentSettings'],
  'agentMainId' | 'companyGuid' | 'groupGuid' | 'templateId' | 'isDefault' | 'updatedOn' | 'updatedBy'
>;

const SETTINGS_SELECT = `select a.id as "agentMainId", co.guid::text as "companyGuid", g.guid::text as "groupGuid", a.template_id as "templateId",
  a.policy_polling_interval as "policyPollingInterval", a.log_posting_interval as "logPostingInterval",
  a.max_log_folder_size as "maxLogFolderSize", a.log_severity as "logSeverity", a.summary_mode as "summaryMode",
  a.encryption_method as "encryptionMethod", a.report_process_hash as "reportProcessHash", a.report_process_tree as "reportProcessTree",
  a.report_publisher_info as "reportPublisherInfo", a.encrypt_logs as "encryptLogs", a.debug_log_hours as "debugLogHours",
  a.debug_log_severity as "debugLogSeverity", a.debug_log_folder_size as "debugLogFolderSize", a.is_default as "isDefault",
  ${iso('a.updated_on')} as "updatedOn", a.updated_by as "updatedBy"
  from agent_settings a join companies co on co.id = a.company_id left join groups g on g.id = a.group_id`;

function settingsKey(target: Target): { where: string; values: unknown[] } {
  switch (target.kind) {
    case 'group':
      return { where: 'a.group_id = $1', values: [target.groupId] };
    case 'template':
      return {
        where: 'a.company_id = $1 and a.template_id = $2',
        values: [target.companyId, target.templateId],
      };
    default:
      return {
        where: 'a.company_id = $1 and a.group_id is null and a.template_id is null',
        values: [target.companyId],
      };
  }
}

export async function readSettings(db: Queryable, target: Target): Promise<S['AgentSettings'] | null> {
  const key = settingsKey(target);
  const [row] = await db.query<S['AgentSettings']>(`${SETTINGS_SELECT} where ${key.where}`, key.values);
  return row ?? null;
}

/** Stores the settings of a target (insert or replace) in the transaction. */
export async function writeSettings(
  tx: Queryable,
  target: Target,
  v: SettingsValues,
  isDefault: boolean,
  by: string | null,
  now: Date,
): Promise<void> {
  const values = [
    v.policyPollingInterval,
    v.logPostingInterval,
    v.maxLogFolderSize,
    v.logSeverity,
    v.summaryMode,
    v.encryptionMethod,
    v.reportProcessHash,
    v.reportProcessTree,
    v.reportPublisherInfo,
    v.encryptLogs,
    v.debugLogHours,
    v.debugLogSeverity,
    v.debugLogFolderSize,
    isDefault,
    now,
    by,
  ];
  const key = settingsKey(target);
  const [existing] = await tx.query<{ id: number }>(
    `select a.id from agent_settings a where ${key.where} for update`,
    key.values,
  );
  if (existing) {
    await tx.query(
      `update agent_settings set policy_polling_interval = $1, log_posting_interval = $2, max_log_folder_size = $3, log_severity = $4,
         summary_mode = $5, encryption_method = $6, report_process_hash = $7, report_process_tree = $8, report_publisher_info = $9,
         encrypt_logs = $10, debug_log_hours = $11, debug_log_severity = $12, debug_log_folder_size = $13, is_default = $14,
         updated_on = $15, updated_by = $16 where id = $17`,
      [...values, existing.id],
    );
    return;
  }
  await tx.query(
    `insert into agent_settings (policy_polling_interval, log_posting_interval, max_log_folder_size, log_severity, summary_mode,
       encryption_method, report_process_hash, report_process_tree, report_publisher_info, encrypt_logs, debug_log_hours,
       debug_log_severity, debug_log_folder_size, is_default, updated_on, updated_by, company_id, group_id, template_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      ...values,
      target.companyId,
      target.kind === 'group' ? target.groupId : null,
      target.kind === 'template' ? target.templateId : null,
    ],
  );
}

/** The target's settings, stored first as the defaults when it has none yet. */
export async function settingsOrDefaults(
  db: Database,
  target: Target,
  now: Date,
): Promise<S['AgentSettings']> {
  const found = await readSettings(db, target);
  if (found) return found;
  await db.transaction(async (tx) => {
    const key = settingsKey(target);
    const [again] = await tx.query(`select 1 from agent_settings a where ${key.where}`, key.values);
    if (!again) await writeSettings(tx, target, AGENT_DEFAULTS, true, null, now);
  });
  return (await readSettings(db, target))!;
}
