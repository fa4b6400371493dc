// Which entity of the change history a changed table row belongs to: per table, the entity type,
// its id and name, its tenant, the columns that are secrets (recorded only as "changed") or noise
// (timestamps, revisions), and for a child table the field its rows make up on the parent. A
// table a recorded write changes joins the history with one entry here (and its capture trigger).
import type { components } from '../../../src/gen/openapi.gen';

export type EntityType = components['schemas']['ChangeEntityType'];
export type Row = Record<string, unknown>;

/** The tenant of an entity, as far as its row tells (the rest is looked up from the tree). */
export interface RowTenant {
  partnerId?: number | null;
  companyId?: number | null;
  siteId?: number | null;
  groupId?: number | null;
}

export interface TableEntity {
  type: EntityType;
  /** The entity's id as its own operations name it. */
  id: (row: Row) => string;
  /** The row's primary key values (for a restore's update). Child tables have none. */
  key?: (row: Row) => unknown[];
  name?: (row: Row) => string | null;
  tenant: (row: Row) => RowTenant;
  /** Columns holding secrets: recorded as changed, never with a value. */
  secrets?: readonly string[];
  /** Columns that are not the entity's state (timestamps, revisions, keys of the parent). */
  omit?: readonly string[];
  /** A jsonb column whose members are the entity's fields (the settings' value). */
  spread?: string;
  /** The row's flag that marks it deleted (a soft delete is the entity's Delete). */
  softDelete?: string;
  /** For a child table: the field its rows make up on the parent entity, one per child key. */
  child?: (row: Row) => string;
  /** The entity always exists (a company's server choice, an elective choice): a first row is an Update. */
  upsert?: true;
  /** Rows that are not in the history at all (a user's own unshared saved filter). */
  recorded?: (row: Row) => boolean;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => String(v);
const byId = (row: Row) => [row.id];
const named = (row: Row) => (row.name === undefined || row.name === null ? null : String(row.name));
const companyOf = (row: Row): RowTenant => ({ companyId: num(row.company_id) });

/** Timestamps and bookkeeping columns no one changes on purpose. */
export const NOISE_COLUMNS: ReadonlySet<string> = new Set([
  'updated_on',
  'updated_by',
  'created_on',
  'created_by_user_id',
  'revision',
  'chosen_on',
  'last_connection_test',
  'last_login',
  'last_seen',
]);

export const TABLE_ENTITIES: Readonly<Record<string, TableEntity>> = {
  partners: {
    type: 'Partner',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: (r) => ({ partnerId: num(r.id) }),
  },
  companies: {
    type: 'Company',
    id: (r) => str(r.guid),
    key: byId,
    name: named,
    tenant: (r) => ({ partnerId: num(r.partner_id), companyId: num(r.id) }),
    softDelete: 'deleted',
  },
  users: {
    type: 'User',
    id: (r) => str(r.guid),
    key: byId,
    name: (r) => `${String(r.first_name)} ${String(r.last_name)}`,
    tenant: (r) => ({ partnerId: num(r.partner_id), companyId: num(r.company_id) }),
    secrets: ['password_hash'],
  },
  computers: {
    type: 'Computer',
    id: (r) => str(r.guid),
    key: byId,
    name: named,
    tenant: (r) => ({ groupId: num(r.group_id) }),
    softDelete: 'deleted',
    omit: ['online', 'agent_version', 'policy_version', 'ipv4', 'ipv6', 'logged_on_user', 'cpu', 'memory_mb'],
  },
  servers: {
    type: 'Server',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: (r) => ({ partnerId: num(r.partner_id), companyId: num(r.company_id) }),
    secrets: ['password', 'agent_password'],
  },
  company_server_settings: {
    type: 'ServerSelection',
    id: (r) => str(r.company_id),
    key: (r) => [r.company_id],
    tenant: companyOf,
    omit: ['company_id'],
    upsert: true,
  },
  company_selected_servers: {
    type: 'ServerSelection',
    id: (r) => str(r.company_id),
    tenant: companyOf,
    child: (r) => `selectedServers/${String(r.server_id)}`,
    omit: ['company_id', 'server_id'],
  },
  global_settings: {
    type: 'Settings',
    id: (r) => str(r.setting_key),
    key: byId,
    name: (r) => str(r.setting_key),
    tenant: companyOf,
    secrets: ['secret'],
    spread: 'value',
    omit: ['setting_key', 'company_id'],
  },
  sso_providers: {
    type: 'SsoProvider',
    id: (r) => str(r.id),
    key: byId,
    name: (r) => (r.display_name === null ? null : String(r.display_name)),
    tenant: companyOf,
    secrets: ['secret'],
  },
  agent_settings: {
    type: 'AgentSettings',
    id: (r) => str(r.id),
    key: byId,
    tenant: (r) => ({ companyId: num(r.company_id), groupId: num(r.group_id) }),
    omit: ['company_id', 'group_id', 'template_id'],
  },
  ignore_event_rules: {
    type: 'IgnoreEventRule',
    id: (r) => str(r.id),
    key: byId,
    name: (r) => str(r.rule_name),
    tenant: (r) => ({ companyId: num(r.company_id), groupId: num(r.group_id) }),
  },
  severity_event_rules: {
    type: 'SeverityEventRule',
    id: (r) => str(r.id),
    key: byId,
    name: (r) => str(r.rule_name),
    tenant: (r) => ({ companyId: num(r.company_id), groupId: num(r.group_id) }),
  },
  alarm_conditions: {
    type: 'AlertCondition',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: companyOf,
  },
  alarms: {
    type: 'Alert',
    id: (r) => str(r.id),
    key: byId,
    name: (r) => str(r.title),
    tenant: companyOf,
    omit: ['event_count', 'resolved_by'],
  },
  reviews: {
    type: 'Review',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: (r) => ({ companyId: num(r.company_id), groupId: num(r.group_id) }),
    omit: ['created_by'],
  },
  review_checklist_items: {
    type: 'ChecklistItem',
    id: (r) => str(r.id),
    key: byId,
    name: (r) => str(r.title),
    tenant: () => ({}),
  },
  saved_filters: {
    type: 'SavedFilter',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: (r) => ({ companyId: num(r.company_id), siteId: num(r.site_id), groupId: num(r.group_id) }),
    recorded: (r) => r.shared === true,
  },
  policy_blocks: {
    type: 'PolicyBlock',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: (r) => ({
      partnerId: num(r.partner_id),
      companyId: num(r.company_id),
      siteId: num(r.site_id),
      groupId: num(r.group_id),
    }),
  },
  policy_block_drafts: {
    type: 'PolicyBlock',
    id: (r) => str(r.block_id),
    tenant: () => ({}),
    child: () => 'draft',
    omit: ['block_id'],
  },
  policy_block_versions: {
    type: 'PolicyBlock',
    id: (r) => str(r.block_id),
    tenant: () => ({}),
    child: (r) => `versions/${String(r.version)}`,
    omit: ['block_id'],
  },
  policy_elective_choices: {
    type: 'PolicyElective',
    id: (r) => `${String(r.block_id)}/${String(r.node_type)}/${String(r.node_id)}`,
    key: (r) => [r.block_id, r.node_type, r.node_id],
    tenant: (r) =>
      r.node_type === 'partner'
        ? { partnerId: num(r.node_id) }
        : r.node_type === 'company'
          ? { companyId: num(r.node_id) }
          : r.node_type === 'site'
            ? { siteId: num(r.node_id) }
            : { groupId: num(r.node_id) },
    omit: ['block_id', 'node_type', 'node_id'],
    upsert: true,
  },
  policy_icons: {
    type: 'PolicyIcon',
    id: (r) => str(r.id),
    key: byId,
    name: named,
    tenant: () => ({}),
  },
};

/** The primary key columns of each table with a `key` (for the restore's update). */
export const KEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  company_server_settings: ['company_id'],
  policy_elective_choices: ['block_id', 'node_type', 'node_id'],
};
