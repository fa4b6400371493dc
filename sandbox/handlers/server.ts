// Handlers of the Server area: PDP and LRP records. A partner owns global records (no company);
// a company owns its own records and uses every global record of its partner (inherit) or only
// those it selected. Passwords are stored and never returned. Saving needs the token of a
// successful connection test for the same url and user id; deletes and changes must leave at
// least two default, two PDP and two LRP records.
import { randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { Params, likePattern, limitOffset, orderBy } from '../data/sql';
import { iso } from '../data/timestamps';
import type { HandlerMap } from '../http/types';

type S = components['schemas'];

/** Connection test tokens are valid this long (ConnectionTestResult in the contract). */
const TOKEN_TTL_MS = 30 * 60_000;
const MINIMUM = 2;

const SORT = {
  serverName: 'lower(s.name)',
  url: 'lower(s.url)',
  pointType: 's.point_type',
  zone: 'lower(s.zone)',
  priority: 's.priority',
  isDefault: 's.is_default',
  // The default order (not a contract value: request validation admits only the enum).
  typeThenPriority: 's.point_type desc, s.priority',
};

const serverColumns = (
  inherited: string,
) => `s.id as "serverId", s.guid::text as "serverGuid", s.name as "serverName", s.url,
  s.point_type as "pointType", s.zone, s.priority, s.user_id as "userId", s.password is not null as "passwordSet",
  s.agent_user_id as "agentUserId", s.agent_password is not null as "agentPasswordSet", s.is_default as "isDefault",
  ${inherited} as inherited, co.guid::text as "companyGuid", co.name as "companyName",
  ${iso('s.last_connection_test')} as "lastConnectionTest"`;
const SERVER_FROM = 'servers s left join companies co on co.id = s.company_id';

/** The owner whose records a request works on: a company (and its partner) or a partner's global records. */
type Owner =
  { kind: 'company'; companyId: number; partnerId: number } | { kind: 'partner'; partnerId: number };

async function ownerOf(db: Queryable, scope: Scope): Promise<Owner | null> {
  if (scope.companyId !== null) {
    const [c] = await db.query<{ partner_id: number }>('select partner_id from companies where id = $1', [
      scope.companyId,
    ]);
    return c ? { kind: 'company', companyId: scope.companyId, partnerId: c.partner_id } : null;
  }
  return scope.partnerId !== null ? { kind: 'partner', partnerId: scope.partnerId } : null;
}

/** The records an owner uses: a company's own and the global ones it inherits or selected; a partner's global ones. */
function ownerWhere(p: Params, owner: Owner): string {
  if (owner.kind === 'partner') return `(s.company_id is null and s.partner_id = ${p.add(owner.partnerId)})`;
  const company = p.add(owner.companyId);
  return `(s.company_id = ${company} or (s.company_id is null and s.partner_id = ${p.add(owner.partnerId)} and (
    coalesce((select inherit from company_server_settings where company_id = ${company}), true)
    or exists (select 1 from company_selected_servers x where x.company_id = ${company} and x.server_id = s.id))))`;
}

const inheritedExpr = (owner: Owner) => (owner.kind === 'company' ? 's.company_id is null' : 'false');

async function serverAs(db: Queryable, owner: Owner, id: number): Promise<S['Server'] | null> {
  const p = new Params();
  const [row] = await db.query<S['Server']>(
    `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where s.id = ${p.add(id)} and ${ownerWhere(p, owner)}`,
    p.values,
  );
  return row ?? null;
}

interface RecordRow {
  id: number;
  company_id: number | null;
  partner_id: number;
  point_type: 'PDP' | 'LRP';
  is_default: boolean;
  url: string;
  user_id: string | null;
  password: string | null;
}

async function ownerRecords(db: Queryable, owner: Owner): Promise<RecordRow[]> {
  const p = new Params();
  return db.query<RecordRow>(
    `select s.id, s.company_id, s.partner_id, s.point_type, s.is_default, s.url, s.user_id, s.password from servers s where ${ownerWhere(p, owner)}`,
    p.values,
  );
}

/** Whether going from `before` to `after` takes a count (default, PDP, LRP) below the minimum. */
function breaksMinimum(
  before: Array<Pick<RecordRow, 'point_type' | 'is_default'>>,
  after: Array<Pick<RecordRow, 'point_type' | 'is_default'>>,
): boolean {
  const counts = (rows: typeof before) => [
    rows.filter((r) => r.is_default).length,
    rows.filter((r) => r.point_type === 'PDP').length,
    rows.filter((r) => r.point_type === 'LRP').length,
  ];
  const b = counts(before);
  const a = counts(after);
  return a.some((n, i) => n < MINIMUM && n < b[i]!);
}

const minimumError = (t: (k: string) => string) =>
  invalid([
    {
      field: '',
      messageKey: 'validation.server.minimumRecords',
      message: t('validation.server.minimumRecords'),
    },
  ]);

/** A record the owner may change: 403 for a global record a company inherits, 404 when not its own. */
async function ownRecord(db: Queryable, owner: Owner, id: number): Promise<RecordRow | 403 | 404> {
  const [row] = await db.query<RecordRow>(
    'select id, company_id, partner_id, point_type, is_default, url, user_id, password from servers where id = $1',
    [id],
  );
  if (!row) return 404;
  if (owner.kind === 'company') {
    if (row.company_id === owner.companyId) return row;
    if (row.company_id === null && row.partner_id === owner.partnerId) return 403;
    return 404;
  }
  return row.company_id === null && row.partner_id === owner.partnerId ? row : 404;
}

interface StoredFields {
  user_id: string | null;
  zone: string | null;
  priority: number;
  agent_user_id: string | null;
  is_default: boolean;
}

/** The simulated connection: hosts under .example and IP addresses answer; "unreachable" hosts time out. */
function connect(url: string): { success: boolean; message: string } {
  let host = url.trim();
  if (/^https?:\/\//i.test(host)) {
    try {
      host = new URL(host).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return { success: false, message: `The address ${url} is not a valid URL.` };
    }
  }
  if (host.toLowerCase().includes('unreachable'))
    return { success: false, message: `Connection timed out: ${host} did not answer within 15 seconds.` };
  if (isIP(host) !== 0 || /\.example$/i.test(host)) {
    let ms = 0;
    for (const ch of host) ms = (ms * 31 + ch.charCodeAt(0)) % 200;
    return { success: true, message: `Connected to ${host} (agms 8.4.2) in ${60 + ms} ms.` };
  }
  return { success: false, message: `Could not resolve the host name ${host}.` };
}

async function issueToken(
  db: Queryable,
  principal: Principal,
  url: string,
  userId: string | null,
  now: Date,
): Promise<string> {
  const token = `ctt_${randomBytes(16).toString('hex')}`;
  await db.query('delete from server_connection_tests where expires_on < $1', [now]);
  await db.query(
    'insert into server_connection_tests (token, url, user_id, tested_by, tested_on, expires_on) values ($1, $2, $3, $4, $5, $6)',
    [token, url, userId, principal.userId, now, new Date(now.getTime() + TOKEN_TTL_MS)],
  );
  return token;
}

async function listServers(db: Queryable, owner: Owner, body: S['PagedRequest'] & S['ServerListFilter']) {
  const p = new Params();
  const where = [ownerWhere(p, owner)];
  if (body.pointType) where.push(`s.point_type = ${p.add(body.pointType)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(`(s.name ilike ${like} or s.url ilike ${like} or s.zone ilike ${like})`);
  }
  const whereSql = where.join(' and ');
  const [count] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n from ${SERVER_FROM} where ${whereSql}`,
    p.values,
  );
  const order = orderBy(
    body.sortColumn,
    body.sortDir,
    SORT,
    { column: 'typeThenPriority', dir: 'asc' },
    's.id',
  );
  const rows = await db.query<S['Server']>(
    `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
    p.values,
  );
  return ok(rows, { totalCount: count?.n ?? 0 });
}

/** Deletes the owner's records, all or nothing: 403/404 for records not its own, 'minimum' when the rule would break. */
async function deleteServers(
  tx: Queryable,
  owner: Owner,
  ids: number[],
): Promise<403 | 404 | 'minimum' | 'deleted'> {
  for (const id of ids) {
    const row = await ownRecord(tx, owner, id);
    if (row === 403 || row === 404) return row;
  }
  const before = await ownerRecords(tx, owner);
  if (
    breaksMinimum(
      before,
      before.filter((r) => !ids.includes(r.id)),
    )
  )
    return 'minimum';
  await tx.query('delete from servers where id = any($1::int[])', [ids]);
  return 'deleted';
}

export const serverHandlers: HandlerMap = {
  async Server_GetGlobalServers({ db, scope, body }) {
    if (scope.partnerId === null) return notFound();
    return listServers(db, { kind: 'partner', partnerId: scope.partnerId }, body);
  },

  async Server_GetServers({ db, scope, body }) {
    const owner = await ownerOf(db, scope);
    return owner ? listServers(db, owner, body) : notFound();
  },

  async Server_GetZones({ db }) {
    return ok(await db.query<S['Zone']>('select id as "zoneId", name from zones order by id'));
  },

  async Server_GetServerById({ db, scope, query }) {
    const p = new Params();
    const where = [`s.id = ${p.add(query.serverId)}`, 's.company_id is null'];
    if (scope.partnerId !== null) where.push(`s.partner_id = ${p.add(scope.partnerId)}`);
    const [row] = await db.query<S['Server']>(
      `select ${serverColumns('false')} from ${SERVER_FROM} where ${where.join(' and ')}`,
      p.values,
    );
    return row ? ok(row) : notFound();
  },

  async Server_GetCompanyServerById({ db, scope, query }) {
    const owner = await ownerOf(db, scope);
    if (!owner || owner.kind !== 'company') return notFound();
    const row = await serverAs(db, owner, query.serverId);
    return row ? ok(row) : notFound();
  },

  async Server_TestConnection({ db, principal, body, now }) {
    const outcome = connect(body.url);
    const token = outcome.success
      ? await db.transaction((tx) => issueToken(tx, principal, body.url, body.userId, now))
      : null;
    return ok({ ...outcome, connectionTestToken: token });
  },

  async Server_TestConnectionByServerId({ db, principal, scope, body, now }) {
    const owner = await ownerOf(db, scope);
    const [row] = owner
      ? await ownerRecords(db, owner).then((rows) => rows.filter((r) => r.id === body.serverId))
      : [];
    if (!row) return notFound();
    if (row.password === null) {
      return ok({
        success: false,
        message: 'No management password is stored for this server.',
        connectionTestToken: null,
      });
    }
    const outcome = connect(row.url);
    const token = outcome.success
      ? await db.transaction((tx) => issueToken(tx, principal, row.url, row.user_id, now))
      : null;
    return ok({ ...outcome, connectionTestToken: token });
  },

  async Server_CreateOrUpdateServer({ db, principal, scope, body, now, t, permits }) {
    const owner = await ownerOf(db, scope);
    if (!owner) {
      return invalid(
        [{ field: '', messageKey: 'validation.common.invalid', message: t('validation.common.invalid') }],
        'Select a partner or a company first.',
      );
    }
    if (!permits({ serverOwner: owner.kind })) return forbidden();
    let existing: RecordRow | null = null;
    let stored: StoredFields | null = null;
    if (body.serverId !== undefined) {
      const row = await ownRecord(db, owner, body.serverId);
      if (row === 403) return forbidden();
      if (row === 404) return notFound();
      existing = row;
      stored =
        (
          await db.query<StoredFields>(
            'select user_id, zone, priority, agent_user_id, is_default from servers where id = $1',
            [row.id],
          )
        )[0] ?? null;
    }
    // Absent fields keep the stored values (new records: the defaults); null passwords keep the stored ones.
    const userId = body.userId !== undefined ? body.userId : (stored?.user_id ?? null);
    const zone = body.zone !== undefined ? body.zone : (stored?.zone ?? null);
    const priority = body.priority ?? stored?.priority ?? 1;
    const agentUserId = body.agentUserId !== undefined ? body.agentUserId : (stored?.agent_user_id ?? null);
    const isDefault = body.isDefault ?? stored?.is_default ?? false;

    const errors: Parameters<typeof invalid>[0] = [];
    const [clash] = await db.query('select 1 from servers where lower(name) = lower($1) and id <> $2', [
      body.serverName,
      existing?.id ?? 0,
    ]);
    if (clash)
      errors.push({
        field: '/serverName',
        messageKey: 'validation.server.serverName.unique',
        message: t('validation.server.serverName.unique'),
      });
    const [test] = await db.query<{ tested_on: Date | string }>(
      `select tested_on from server_connection_tests
       where token = $1 and expires_on > $2 and url = $3 and coalesce(user_id, '') = coalesce($4, '') and tested_by = $5`,
      [body.connectionTestToken, now, body.url, userId, principal.userId],
    );
    if (!test)
      errors.push({
        field: '/connectionTestToken',
        messageKey: 'validation.server.connection.untested',
        message: t('validation.server.connection.untested'),
      });
    if (zone !== null) {
      const [known] = await db.query('select 1 from zones where name = $1', [zone]);
      if (!known)
        errors.push({
          field: '/zone',
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        });
    }
    if (errors.length > 0) return invalid(errors);
    if (existing) {
      const before = await ownerRecords(db, owner);
      const after = before.map((r) =>
        r.id === existing.id ? { ...r, point_type: body.pointType, is_default: isDefault } : r,
      );
      if (breaksMinimum(before, after)) return minimumError(t);
    }

    const id = await db.transaction(async (tx) => {
      const values = [
        body.serverName,
        body.url,
        body.pointType,
        zone,
        priority,
        userId,
        body.password ?? null,
        agentUserId,
        body.agentPassword ?? null,
        isDefault,
        test!.tested_on,
      ];
      if (existing) {
        await tx.query(
          `update servers set name = $1, url = $2, point_type = $3, zone = $4, priority = $5, user_id = $6,
             password = coalesce($7, password), agent_user_id = $8, agent_password = coalesce($9, agent_password),
             is_default = $10, last_connection_test = $11 where id = $12`,
          [...values, existing.id],
        );
        return existing.id;
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into servers (name, url, point_type, zone, priority, user_id, password, agent_user_id, agent_password, is_default,
           last_connection_test, guid, partner_id, company_id, created_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
        [...values, randomUUID(), owner.partnerId, owner.kind === 'company' ? owner.companyId : null, now],
      );
      return row!.id;
    });
    return ok((await serverAs(db, owner, id))!, { message: 'Server added or updated successfully' });
  },

  async Server_DeleteServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner) return notFound();
    const outcome = await db.transaction((tx) => deleteServers(tx, owner, [body.serverId]));
    if (outcome === 403) return forbidden();
    if (outcome === 404) return notFound();
    if (outcome === 'minimum') return minimumError(t);
    return ok({ deletedServerIds: [body.serverId] }, { message: 'The server was deleted successfully.' });
  },

  async Server_DeleteSelectServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner) return notFound();
    const outcome = await db.transaction((tx) => deleteServers(tx, owner, body.serverIds));
    if (outcome === 403) return forbidden();
    if (outcome === 404) return notFound();
    if (outcome === 'minimum') return minimumError(t);
    return ok({ deletedServerIds: body.serverIds }, { message: 'The servers were deleted successfully.' });
  },

  async Server_SelectOrInheritServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner || owner.kind !== 'company') return notFound();
    const globals = await db.query<RecordRow>(
      'select id, company_id, partner_id, point_type, is_default, url, user_id, password from servers where company_id is null and partner_id = $1',
      [owner.partnerId],
    );
    const selected = body.inherit ? [] : body.serverIds;
    const unknown = selected
      .map((id, i) => [id, i] as const)
      .filter(([id]) => !globals.some((g) => g.id === id));
    if (unknown.length > 0) {
      return invalid(
        unknown.map(([, i]) => ({
          field: `/serverIds/${i}`,
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        })),
      );
    }
    const before = await ownerRecords(db, owner);
    const after = [
      ...before.filter((r) => r.company_id !== null),
      ...globals.filter((g) => body.inherit || selected.includes(g.id)),
    ];
    if (breaksMinimum(before, after)) return minimumError(t);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into company_server_settings (company_id, inherit) values ($1, $2)
         on conflict (company_id) do update set inherit = excluded.inherit`,
        [owner.companyId, body.inherit],
      );
      await tx.query('delete from company_selected_servers where company_id = $1', [owner.companyId]);
      if (selected.length > 0) {
        await tx.query(
          'insert into company_selected_servers (company_id, server_id) select $1, unnest($2::int[])',
          [owner.companyId, selected],
        );
      }
    });
    const p = new Params();
    const rows = await db.query<S['Server']>(
      `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where ${ownerWhere(p, owner)} order by ${SORT.typeThenPriority}, s.id`,
      p.values,
    );
    return ok(rows, { message: 'Server added or updated successfully' });
  },
};
