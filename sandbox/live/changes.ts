// The outbox's rows as a stream sends them: after an id, in id order, only those inside the
// session's bounds (filtered here, on the server; never in the browser).
import type { Queryable } from '../db/database';
import type { components } from '../../src/gen/openapi.gen';

type LiveChange = components['schemas']['LiveChange'];

export interface OutboxRow {
  id: string;
  kind: string;
  at: Date | string;
  company_id: number | null;
  site_id: number | null;
  group_id: number | null;
  detail: Record<string, unknown>;
}

const PAGE = 500;

export function changesAfter(db: Queryable, lastId: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select id::text as id, kind, at, company_id, site_id, group_id, detail from live_changes
     where live_changes.id > $1::bigint order by live_changes.id limit ${PAGE}`,
    [lastId],
  );
}

export async function newestChangeId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from live_changes');
  return row?.id ?? '0';
}

const within = (value: number | null, allowed: number[] | null) =>
  allowed === null || (value !== null && allowed.includes(value));

/** Whether a change lies inside what the session may see (null bounds: unrestricted at that level). */
/** What a session may see (the http layer's Scope has these; null: not restricted at that level). */
export interface LiveBounds {
  companyIds: number[] | null;
  siteIds: number[] | null;
  groupIds: number[] | null;
}

export function inBounds(row: OutboxRow, bounds: LiveBounds): boolean {
  return (
    within(row.company_id, bounds.companyIds) &&
    within(row.site_id, bounds.siteIds) &&
    within(row.group_id, bounds.groupIds)
  );
}

/** The change as the contract shapes it (LiveChange). */
export function liveChangeOf(row: OutboxRow): LiveChange {
  const d = row.detail;
  return {
    id: Number(row.id),
    kind: row.kind as LiveChange['kind'],
    at: new Date(row.at).toISOString(),
    ...(typeof d.alarmId === 'number' ? { alarmId: d.alarmId } : {}),
    ...(typeof d.status === 'string' ? { status: d.status as LiveChange['status'] } : {}),
    ...(typeof d.computerGuid === 'string' ? { computerGuid: d.computerGuid } : {}),
    ...(typeof d.online === 'boolean' ? { online: d.online } : {}),
    ...(typeof d.count === 'number' ? { count: d.count } : {}),
  };
}
