// Handlers of the Server area: PDP and LRP records. A partner owns global records (no company);
// a company owns its own records and uses every global record of its partner (inherit) or only
// those it selected. Passwords are stored and never returned. Saving needs the token of a
// successful connection test for the same url and user id; deletes and changes must leave at
// least two default, two PDP and two LRP records. The SQL is sandbox/data/server's.
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { connect, issueToken, testedOn } from '../data/server/connection-tests';
import { globalServerById, ownerServers, serverPage, zones } from '../data/server/lists';
import {
  breaksMinimum,
  ownRecord,
  ownerOf,
  ownerRecords,
  partnerRecords,
  serverAs,
  type RecordRow,
} from '../data/server/owners';
import {
  deleteServers,
  saveServer,
  selectServers,
  serverNameTaken,
  storedFields,
  zoneExists,
  type StoredFields,
} from '../data/server/writes';

type T = (key: string) => string;

/** A 400 naming one field with one catalogue key. */
const fieldError = (t: T, field: string, messageKey: string) => ({
  field,
  messageKey,
  message: t(messageKey),
});

const minimumError = (t: T) => invalid([fieldError(t, '', 'validation.server.minimumRecords')]);

/** The reply to a delete of the owner's records. */
function deletedReply(outcome: 403 | 404 | 'minimum' | 'deleted', t: T, ids: number[], message: string) {
  if (outcome === 403) return forbidden();
  if (outcome === 404) return notFound();
  if (outcome === 'minimum') return minimumError(t);
  return ok({ deletedServerIds: ids }, { message });
}

export const serverHandlers: HandlerMap = {
  async Server_GetGlobalServers({ db, scope, body }) {
    if (scope.partnerId === null) return notFound();
    const page = await serverPage(db, { kind: 'partner', partnerId: scope.partnerId }, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Server_GetServers({ db, scope, body }) {
    const owner = await ownerOf(db, scope);
    if (!owner) return notFound();
    const page = await serverPage(db, owner, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Server_GetZones({ db }) {
    return ok(await zones(db));
  },

  async Server_GetServerById({ db, scope, query }) {
    const row = await globalServerById(db, scope.partnerId, query.serverId);
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
        [fieldError(t, '', 'validation.common.invalid')],
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
      stored = await storedFields(db, row.id);
    }
    // Absent fields keep the stored values (new records: the defaults); null passwords keep the stored ones.
    const userId = body.userId !== undefined ? body.userId : (stored?.user_id ?? null);
    const zone = body.zone !== undefined ? body.zone : (stored?.zone ?? null);
    const priority = body.priority ?? stored?.priority ?? 1;
    const agentUserId = body.agentUserId !== undefined ? body.agentUserId : (stored?.agent_user_id ?? null);
    const isDefault = body.isDefault ?? stored?.is_default ?? false;

    const errors: Parameters<typeof invalid>[0] = [];
    if (await serverNameTaken(db, body.serverName, existing?.id ?? 0))
      errors.push(fieldError(t, '/serverName', 'validation.server.serverName.unique'));
    const test = { token: body.connectionTestToken, url: body.url, userId };
    const lastConnectionTest = await testedOn(db, principal, test, now);
    if (lastConnectionTest === null)
      errors.push(fieldError(t, '/connectionTestToken', 'validation.server.connection.untested'));
    if (zone !== null && !(await zoneExists(db, zone)))
      errors.push(fieldError(t, '/zone', 'validation.common.invalid'));
    if (errors.length > 0) return invalid(errors);
    if (existing) {
      const before = await ownerRecords(db, owner);
      const after = before.map((r) =>
        r.id === existing.id ? { ...r, point_type: body.pointType, is_default: isDefault } : r,
      );
      if (breaksMinimum(before, after)) return minimumError(t);
    }

    const values = {
      serverName: body.serverName,
      url: body.url,
      pointType: body.pointType,
      zone,
      priority,
      userId,
    };
    const secrets = { password: body.password ?? null, agentPassword: body.agentPassword ?? null };
    const id = await saveServer(
      db,
      owner,
      existing?.id ?? null,
      { ...values, ...secrets, agentUserId, isDefault, lastConnectionTest: lastConnectionTest! },
      now,
    );
    return ok((await serverAs(db, owner, id))!, { message: 'Server added or updated successfully' });
  },

  async Server_DeleteServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner) return notFound();
    const outcome = await deleteServers(db, owner, [body.serverId]);
    return deletedReply(outcome, t, [body.serverId], 'The server was deleted successfully.');
  },

  async Server_DeleteSelectServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner) return notFound();
    const outcome = await deleteServers(db, owner, body.serverIds);
    return deletedReply(outcome, t, body.serverIds, 'The servers were deleted successfully.');
  },

  async Server_SelectOrInheritServer({ db, scope, body, t }) {
    const owner = await ownerOf(db, scope);
    if (!owner || owner.kind !== 'company') return notFound();
    const globals = await partnerRecords(db, owner.partnerId);
    const selected = body.inherit ? [] : body.serverIds;
    const unknown = selected
      .map((id, i) => [id, i] as const)
      .filter(([id]) => !globals.some((g) => g.id === id));
    if (unknown.length > 0)
      return invalid(unknown.map(([, i]) => fieldError(t, `/serverIds/${i}`, 'validation.common.invalid')));
    const before = await ownerRecords(db, owner);
    const after = [
      ...before.filter((r) => r.company_id !== null),
      ...globals.filter((g) => body.inherit || selected.includes(g.id)),
    ];
    if (breaksMinimum(before, after)) return minimumError(t);
    await selectServers(db, owner.companyId, body.inherit, selected);
    return ok(await ownerServers(db, owner), { message: 'Server added or updated successfully' });
  },
};
