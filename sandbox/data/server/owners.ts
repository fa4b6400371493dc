// Whose server records a request works on, and which records that owner uses: a partner owns
// global records (no company); a company owns its own and uses every global record of its
// partner (inherit) or only those it selected. Passwords are stored and never read out here.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

/** The owner whose records a request works on: a company (and its partner) or a partner's global records. */
export type Owner =
  { kind: 'company'; companyId: number; partnerId: number } | { kind: 'partner'; partnerId: number };

/** A record as the rules about records see it (the minimum counts, the connection test). */
export interface RecordRow {
  id: number;
  company_id: number | null;
  partner_id: number;
  point_type: 'PDP' | 'LRP';
  is_default: boolean;
  url: string;
  user_id: string | null;
  password: string | null;
}

const RECORD_COLUMNS =
  's.id, s.company_id, s.partner_id, s.point_type, s.is_default, s.url, s.user_id, s.password';

export const serverColumns = (
  inherited: string,
) => `s.id as "serverId", s.guid::text as "serverGuid", s.name as "serverName", s.url,
  s.point_type as "pointType", s.zone, s.priority, s.user_id as "userId", s.password is not null as "passwordSet",
  s.agent_user_id as "agentUserId", s.agent_password is not null as "agentPasswordSet", s.is_default as "isDefault",
  ${inherited} as inherited, co.guid::text as "companyGuid", co.name as "companyName",
  ${iso('s.last_connection_test')} as "lastConnectionTest"`;
export const SERVER_FROM = 'servers s left join companies co on co.id = s.company_id';

/** The selected company, else the selected partner; null when neither is selected. */
export async function ownerOf(db: Queryable, scope: Scope): Promise<Owner | null> {
  if (scope.companyId !== null) {
    const [c] = await db.query<{ partner_id: number }>('select partner_id from companies where id = $1', [
      scope.companyId,
    ]);
    return c ? { kind: 'company', companyId: scope.companyId, partnerId: c.partner_id } : null;
  }
  return scope.partnerId !== null ? { kind: 'partner', partnerId: scope.partnerId } : null;
}

/** The records an owner uses: a company's own and the global ones it inherits or selected; a partner's global ones. */
export function ownerWhere(p: Params, owner: Owner): string {
  if (owner.kind === 'partner') return `(s.company_id is null and s.partner_id = ${p.add(owner.partnerId)})`;
  const company = p.add(owner.companyId);
  return `(s.company_id = ${company} or (s.company_id is null and s.partner_id = ${p.add(owner.partnerId)} and (
    coalesce((select inherit from company_server_settings where company_id = ${company}), true)
    or exists (select 1 from company_selected_servers x where x.company_id = ${company} and x.server_id = s.id))))`;
}

/** Whether a record is one a company inherits (SQL on `s`). */
export const inheritedExpr = (owner: Owner) => (owner.kind === 'company' ? 's.company_id is null' : 'false');

/** A record as the owner sees it, or null when the owner does not use it. */
export async function serverAs(db: Queryable, owner: Owner, id: number): Promise<S['Server'] | null> {
  const p = new Params();
  const [row] = await db.query<S['Server']>(
    `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where s.id = ${p.add(id)} and ${ownerWhere(p, owner)}`,
    p.values,
  );
  return row ?? null;
}

/** Every record the owner uses. */
export async function ownerRecords(db: Queryable, owner: Owner): Promise<RecordRow[]> {
  const p = new Params();
  return db.query<RecordRow>(
    `select ${RECORD_COLUMNS} from servers s where ${ownerWhere(p, owner)}`,
    p.values,
  );
}

/** The global records of a partner. */
export function partnerRecords(db: Queryable, partnerId: number): Promise<RecordRow[]> {
  return db.query<RecordRow>(
    `select ${RECORD_COLUMNS} from servers s where s.company_id is null and s.partner_id = $1`,
    [partnerId],
  );
}

/** A record the owner may change: 403 for a global record a company inherits, 404 when not its own. */
export async function ownRecord(db: Queryable, owner: Owner, id: number): Promise<RecordRow | 403 | 404> {
  const [row] = await db.query<RecordRow>(`select ${RECORD_COLUMNS} from servers s where s.id = $1`, [id]);
  if (!row) return 404;
  if (owner.kind === 'company') {
    if (row.company_id === owner.companyId) return row;
    if (row.company_id === null && row.partner_id === owner.partnerId) return 403;
    return 404;
  }
  return row.company_id === null && row.partner_id === owner.partnerId ? row : 404;
}

/** Whether going from `before` to `after` takes a count (default, PDP, LRP) below the minimum of two. */
export function breaksMinimum(
  before: Array<Pick<RecordRow, 'point_type' | 'is_default'>>,
  after: Array<Pick<RecordRow, 'point_type' | 'is_default'>>,
): boolean {
  const MINIMUM = 2;
  const counts = (rows: typeof before) => [
    rows.filter((r) => r.is_default).length,
    rows.filter((r) => r.point_type === 'PDP').length,
    rows.filter((r) => r.point_type === 'LRP').length,
  ];
  const b = counts(before);
  const a = counts(after);
  return a.some((n, i) => n < MINIMUM && n < b[i]!);
}
