// Reading the change records: the change log (filtered, sorted, paged), one entity's history and
// one change, each only within what the session may see.
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import { pagedList, type Page } from '../paged-list';
import { Params, idsWhere, likePattern } from '../sql';
import { shownEntityName } from './shown-name';

type S = components['schemas'];
export type ChangeRecord = S['ChangeRecord'];

/** A record with what a restore needs besides the contract's shape. */
export interface StoredChange {
  record: ChangeRecord;
  entityKey: { table: string | null; key: unknown[] | null };
  companyId: number | null;
  partnerId: number | null;
}

interface RecordRow {
  id: number;
  changed_at: Date | string;
  author_user_id: number;
  author_email: string;
  author_name: string;
  author_role: S['Role'];
  author_scope_name: string | null;
  client_address: string | null;
  browser: string | null;
  operation: S['ChangeOperation'];
  action: S['ChangeAction'];
  entity_type: S['ChangeEntityType'];
  entity_id: string;
  entity_name: string | null;
  entity_key: StoredChange['entityKey'];
  partner_id: number | null;
  company_id: number | null;
  partner_guid: string | null;
  company_guid: string | null;
  company_name: string | null;
  fields: S['ChangeField'][];
  restorable: boolean;
  restored_change_id: number | null;
}

const COLUMNS = `r.id, r.changed_at, r.author_user_id, r.author_email, r.author_name, r.author_role,
  r.author_scope_name, r.client_address, r.browser, r.operation, r.action, r.entity_type, r.entity_id,
  r.entity_name, r.entity_key, r.partner_id, r.company_id, p.guid as partner_guid, c.guid as company_guid,
  c.name as company_name, r.fields, r.restorable, r.restored_change_id`;
const FROM = `change_records r left join companies c on c.id = r.company_id
  left join partners p on p.id = coalesce(r.partner_id, c.partner_id)`;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toRecord(row: RecordRow): ChangeRecord {
  return {
    changeId: row.id,
    changedAt: iso(row.changed_at),
    authorUserId: row.author_user_id,
    authorEmail: row.author_email,
    authorName: row.author_name,
    authorRole: row.author_role,
    authorScopeName: row.author_scope_name,
    clientAddress: row.client_address,
    browser: row.browser,
    operation: row.operation,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityName: row.entity_name,
    partnerGuid: row.partner_guid,
    companyGuid: row.company_guid,
    companyName: row.company_name,
    fields: row.fields,
    restorable: row.restorable,
    restoredChangeId: row.restored_change_id,
  };
}

/**
 * What the session may see: every record for an unrestricted scope; else the records of the
 * scope's companies (and, for the Global and Partner Admins with no company selected, the
 * partner's own records), within the site and group roles' sites and groups.
 */
export function visibleWhere(p: Params, principal: Principal, scope: Scope): string {
  const parts: string[] = [];
  if (scope.companyIds !== null) {
    const companies = idsWhere(p, 'r.company_id', scope.companyIds.length > 0 ? scope.companyIds : [0]);
    const partnerOwn =
      (principal.role === 'AGMSAdmin' || principal.role === 'PartnerAdmin') &&
      scope.companyId === null &&
      scope.partnerId !== null
        ? ` or (r.company_id is null and r.partner_id = ${p.add(scope.partnerId)})`
        : '';
    parts.push(`(${companies}${partnerOwn})`);
  } else if (scope.partnerId !== null) {
    parts.push(`r.partner_id = ${p.add(scope.partnerId)}`);
  }
  if (scope.siteIds !== null)
    parts.push(`(r.site_id is null or r.site_id = any(${p.add(scope.siteIds)}::int[]))`);
  if (scope.groupIds !== null)
    parts.push(`(r.group_id is null or r.group_id = any(${p.add(scope.groupIds)}::int[]))`);
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

/**
 * The number of records the session may see, from the kept totals per tenant (migration 420),
 * for the log without filters; null where the scope narrows below a company (a site's or a
 * group's roles: their records are counted).
 */
export async function visibleTotal(
  db: Queryable,
  principal: Principal,
  scope: Scope,
): Promise<number | null> {
  if (scope.siteIds !== null || scope.groupIds !== null) return null;
  const p = new Params();
  let where = 'true';
  if (scope.companyIds !== null) {
    const companies =
      scope.companyIds.length > 0 ? `company_id = any(${p.add(scope.companyIds)}::int[])` : 'false';
    const partnerOwn =
      (principal.role === 'AGMSAdmin' || principal.role === 'PartnerAdmin') &&
      scope.companyId === null &&
      scope.partnerId !== null
        ? ` or (company_id = 0 and partner_id = ${p.add(scope.partnerId)})`
        : '';
    where = `(${companies}${partnerOwn})`;
  } else if (scope.partnerId !== null) where = `partner_id = ${p.add(scope.partnerId)}`;
  const [row] = await readCached<{ n: number }>(
    db,
    `select coalesce(sum(records), 0)::int as n from change_record_totals where ${where}`,
    p.values,
  );
  return row?.n ?? 0;
}

export type ChangeListRequest = S['PagedRequest'] & S['ChangeListFilter'];

const SORT = {
  columns: {
    changedAt: 'r.changed_at',
    authorEmail: 'lower(r.author_email)',
    entityType: 'r.entity_type',
    entityName: `lower(${shownEntityName('r')})`,
    operation: 'r.operation',
  },
  fallback: { column: 'changedAt', dir: 'desc' as const },
  tiebreakers: ['r.id'],
};

/** A page of the change log. */
export async function listChanges(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  request: ChangeListRequest,
): Promise<Page<ChangeRecord>> {
  const p = new Params();
  const where = [visibleWhere(p, principal, scope)];
  if (request.dateRange) {
    where.push(`r.changed_at >= ${p.add(request.dateRange.startDate)}::timestamptz`);
    where.push(`r.changed_at <= ${p.add(request.dateRange.endDate)}::timestamptz`);
  }
  if (request.authorEmail) where.push(`lower(r.author_email) = lower(${p.add(request.authorEmail)})`);
  if (request.entityType) where.push(`r.entity_type = ${p.add(request.entityType)}`);
  if (request.entityId) where.push(`r.entity_id = ${p.add(request.entityId)}`);
  if (request.operation) where.push(`r.operation = ${p.add(request.operation)}`);
  if (request.search) {
    const like = p.add(likePattern(request.search));
    where.push(
      `(r.author_name ilike ${like} or r.author_email ilike ${like} or r.entity_name ilike ${like})`,
    );
  }
  const whereSql = where.join(' and ');
  const unfiltered = where.length === 1;
  const page = await pagedList<RecordRow>(db, p, request, SORT, {
    count: `select count(*)::int as n from change_records r where ${whereSql}`,
    rows: (order, limit) => `select ${COLUMNS} from ${FROM} where ${whereSql} ${order} ${limit}`,
    total: unfiltered ? () => visibleTotal(db, principal, scope) : undefined,
  });
  return { rows: page.rows.map(toRecord), totalCount: page.totalCount };
}

/** A page of one entity's history, newest first (Settings: the selected company's, or the global one). */
export async function entityHistory(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  entity: { type: S['ChangeEntityType']; id: string; page: number; pageSize: number },
): Promise<Page<ChangeRecord>> {
  const p = new Params();
  const where = [
    visibleWhere(p, principal, scope),
    `r.entity_type = ${p.add(entity.type)}`,
    `r.entity_id = ${p.add(entity.id)}`,
  ];
  if (entity.type === 'Settings')
    where.push(
      scope.companyId === null ? 'r.company_id is null' : `r.company_id = ${p.add(scope.companyId)}`,
    );
  const whereSql = where.join(' and ');
  const page = await pagedList<RecordRow>(
    db,
    p,
    { page: entity.page, pageSize: entity.pageSize },
    { order: 'order by r.id desc' },
    {
      count: `select count(*)::int as n from change_records r where ${whereSql}`,
      rows: (order, limit) => `select ${COLUMNS} from ${FROM} where ${whereSql} ${order} ${limit}`,
    },
  );
  return { rows: page.rows.map(toRecord), totalCount: page.totalCount };
}

/** One change, if the session may see it. */
export async function changeById(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  changeId: number,
): Promise<StoredChange | null> {
  const p = new Params();
  const visible = visibleWhere(p, principal, scope);
  const [row] = await db.query<RecordRow>(
    `select ${COLUMNS} from ${FROM} where r.id = ${p.add(changeId)} and ${visible}`,
    p.values,
  );
  if (!row) return null;
  return {
    record: toRecord(row),
    entityKey: row.entity_key,
    companyId: row.company_id,
    partnerId: row.partner_id,
  };
}

/** The newest change of an entity (its id), for the restore's "changed since" check. */
export async function latestChangeOf(
  db: Queryable,
  record: ChangeRecord,
  companyId: number | null,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select id from change_records where entity_type = $1 and entity_id = $2
       and ($1 <> 'Settings' or company_id is not distinct from $3::int)
     order by id desc limit 1`,
    [record.entityType, record.entityId, companyId],
  );
  return row?.id ?? null;
}

/** Changes shaped as the contract's records, by id (a write's own new records). */
export async function recordsByIds(db: Queryable, ids: readonly number[]): Promise<ChangeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<RecordRow>(
    `select ${COLUMNS} from ${FROM} where r.id = any($1::int[]) order by r.id`,
    [[...ids]],
  );
  return rows.map(toRecord);
}
