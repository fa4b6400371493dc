// The change history (issue 29) beyond the table of writes: a failed write leaves no record (and
// no change), the records are tenant-isolated, a restore writes the old values back and is itself
// recorded, and a restore is refused when the entity changed since, is gone, or is not the
// session's to write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerMap } from '../../sandbox/http/types';
import { withChangeRecording } from '../../sandbox/data/change-history/recorded-writes';
import { ok } from '../../sandbox/http/replies';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { FABRIKAM, MARCUS_GUID, TOKYO } from './support/fixtures';
import { recordCapturedChanges, startCapture } from '../../sandbox/data/change-history/recording';

let sb: TestSandbox;
let api: SandboxClient['api'];

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['global', 'partner', 'company', 'group', 'tokyo', 'siteAuditor']));
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

const recordCount = async () =>
  (await sb.db.query<{ n: number }>('select count(*)::int as n from change_records'))[0]!.n;
const smtpPort = async (companyId: number) =>
  (
    await sb.db.query<{ port: number }>(
      "select (value ->> 'port')::int as port from global_settings where setting_key = 'EmailSettings' and company_id = $1",
      [companyId],
    )
  )[0]!.port;
const saveSmtp = (port: number) =>
  api('company', 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
    query: { settingKey: 'EmailSettings' },
    payload: {
      server: 'mail.fabrikam.example',
      port,
      email: 'endpoint-alerts@fabrikam.example',
      username: 'svc-epc-mail',
      password: null,
      enableSsl: true,
    },
  });
const restore = (
  who: 'company' | 'group' | 'tokyo' | 'global' | 'partner' | 'siteAuditor',
  changeId: number,
) => api(who, 'POST', '/restapi/ChangeHistory/RestoreChange', { payload: { changeId } });
const historyOf = (who: 'company' | 'tokyo', entityType: string, entityId: string) =>
  api(who, 'GET', '/restapi/ChangeHistory/GetEntityHistory', {
    query: { entityType: entityType as 'Settings', entityId },
  });

describe('a failed write', () => {
  it('leaves no record and no change, even after the handler wrote', async () => {
    // A handler that writes, then fails: its write and any record go with the transaction.
    const handlers = withChangeRecording(
      {
        async Server_CreateOrUpdateServer({ db }) {
          await db.query('update servers set priority = 77 where id = 201');
          return { status: 404, body: { isSuccess: false, message: 'gone', entityData: null } };
        },
        async Alarm_UpdateAlarmStatuses({ db }) {
          await db.query("update alarms set status = 'Resolved' where id = 60102");
          return ok({ status: 'Resolved', alarmIds: [60102], updatedCount: 1, refusedAlarmIds: [] }) as never;
        },
      } as HandlerMap,
      new Map([
        ['Server_CreateOrUpdateServer', 'Server'],
        ['Alarm_UpdateAlarmStatuses', 'Alert'],
      ]),
    );
    const before = await recordCount();
    const ctx = (db: TestSandbox['db']) =>
      ({
        db,
        principal: {
          userId: 9003,
          email: 'company.admin@sandbox.test',
          name: 'Marcus Webb',
          role: 'CompanyAdmin',
        },
        scope: { partnerId: 101, companyId: 1001, siteId: null, groupId: null },
        client: { address: '127.0.0.1', userAgent: null },
        now: new Date('2026-11-21T10:00:00Z'),
      }) as never;
    const failed = await handlers.Server_CreateOrUpdateServer!(ctx(sb.db));
    expect(failed.status).toBe(404);
    expect(
      (await sb.db.query<{ priority: number }>('select priority from servers where id = 201'))[0]!.priority,
    ).not.toBe(77);
    expect(await recordCount()).toBe(before);
    // The same mechanism, succeeding: the change and its one record commit together.
    const done = await handlers.Alarm_UpdateAlarmStatuses!(ctx(sb.db));
    expect(done.status).toBe(200);
    expect(await recordCount()).toBe(before + 1);
    await sb.db.query("update alarms set status = 'InReview' where id = 60102");
    await sb.db.query('delete from change_records where id = (select max(id) from change_records)');
  });

  it('refused by the server (a bad value, a stale revision) leaves none', async () => {
    const before = await recordCount();
    const bad = await saveSmtp(0);
    expect(bad.status).toBe(400);
    const stale = await api('global', 'POST', '/restapi/Policy/DiscardDraft', {
      payload: { blockId: 21, revision: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await recordCount()).toBe(before);
  });
});

describe('tenant isolation', () => {
  it("never shows one company's changes to another company's admin", async () => {
    const tokyoLog = await api('tokyo', 'POST', '/restapi/ChangeHistory/ListChanges', {
      payload: { page: 1, pageSize: 1000 },
    });
    expect(tokyoLog.status).toBe(200);
    const rows = tokyoLog.body.entityData ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyGuid === TOKYO)).toBe(true);
    expect(
      (await api('tokyo', 'GET', '/restapi/ChangeHistory/GetChange', { query: { changeId: 51237 } })).status,
    ).toBe(404);
    expect(
      (await historyOf('tokyo', 'Settings', 'EmailSettings')).body.entityData?.map((r) => r.changeId),
    ).not.toContain(51237);
    expect((await restore('tokyo', 51237)).status).toBe(404);
    const fabrikam = await api('company', 'POST', '/restapi/ChangeHistory/ListChanges', {
      payload: { page: 1, pageSize: 1000 },
    });
    expect(fabrikam.body.entityData?.every((r) => r.companyGuid === FABRIKAM)).toBe(true);
  });
});

describe('restore', () => {
  it('writes the old values back as a new change, and refuses an older one', async () => {
    const first = await saveSmtp(2525);
    expect(first.status).toBe(200);
    const [firstChange] = (await historyOf('company', 'Settings', 'EmailSettings')).body.entityData!;
    expect(firstChange).toMatchObject({
      operation: 'GlobalSettings_CreateOrUpdateSettings',
      authorEmail: 'company.admin@sandbox.test',
      fields: [{ field: 'port', before: 25, after: 2525, secret: false }],
    });
    expect((await saveSmtp(465)).status).toBe(200);
    // The first change is no longer the newest: refused, nothing written.
    const refused = await restore('company', firstChange!.changeId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      messageKey: 'errors.conflict.restore.changedSince',
      entityData: { reason: 'changedSince' },
    });
    expect(await smtpPort(1001)).toBe(465);
    // The newest one restores: 2525 again, recorded as a Restore naming it.
    const [second] = (await historyOf('company', 'Settings', 'EmailSettings')).body.entityData!;
    const restored = await restore('company', second!.changeId);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.entityData).toMatchObject({
      operation: 'ChangeHistory_RestoreChange',
      action: 'Restore',
      restoredChangeId: second!.changeId,
      fields: [{ field: 'port', before: 465, after: 2525 }],
    });
    expect(await smtpPort(1001)).toBe(2525);
  });

  it('is refused to a role that may not write the entity, and to auditors', async () => {
    const [latest] = (await historyOf('company', 'Settings', 'EmailSettings')).body.entityData!;
    const group = await restore('group', latest!.changeId);
    expect(group.status).toBe(403);
    expect(group.body.message).toBe('You may not change this item, so it was not restored.');
    expect((await restore('siteAuditor', 51229)).status).toBe(403);
  });

  it('is refused for an entity that no longer exists', async () => {
    // PDP-CHI-01, a global record of Northwind's, whose priority change 51236 the seed holds.
    const server = await api('partner', 'POST', '/restapi/Server/DeleteServer', {
      payload: { serverId: 201 },
    });
    expect(server.status, JSON.stringify(server.body)).toBe(200);
    const gone = await restore('partner', 51236);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({
      messageKey: 'errors.conflict.restore.gone',
      entityData: { reason: 'gone' },
    });
  });
});

describe("restore of a user's change", () => {
  /** A change of a Fabrikam user's role (and login id), recorded as the Global Admin's. */
  const recordUserChange = async (set: string) => {
    const [user] = await sb.db.query<{ id: number; guid: string }>(
      "select id, guid from users where email = 'user9011@fabrikam.example'",
    );
    await sb.db.query("update users set role = 'PartnerAdmin' where id = $1", [user!.id]);
    await sb.db.transaction(async (tx) => {
      await startCapture(tx);
      await tx.query(`update users set ${set} where id = $1`, [user!.id]);
      await recordCapturedChanges(tx, {
        operation: 'User_UpdateProfile',
        at: new Date('2026-11-21T10:00:00Z'),
        author: {
          userId: 9001,
          email: 'global.admin@sandbox.test',
          name: 'Global Admin',
          role: 'AGMSAdmin',
          scope: { partnerId: null, companyId: null, siteId: null, groupId: null },
          clientAddress: null,
          browser: null,
        },
        entityType: 'User',
      });
    });
    const [change] = (await historyOf('company', 'User', user!.guid)).body.entityData!;
    const role = async () =>
      (await sb.db.query<{ role: string }>('select role from users where id = $1', [user!.id]))[0]!.role;
    return { change: change!, role };
  };

  it('writes a name back for the user, and a role only for an admin as powerful as it', async () => {
    // The user's own name: theirs to restore.
    const renamed = await api('company', 'POST', '/restapi/User/UpdateProfile', {
      payload: { firstName: 'Mark', lastName: 'Webb' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [nameChange] = (await historyOf('company', 'User', MARCUS_GUID)).body.entityData!;
    expect(nameChange).toMatchObject({ restorable: true, fields: [{ field: 'firstName', after: 'Mark' }] });
    const own = await restore('company', nameChange!.changeId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.entityData?.fields).toEqual([
      { field: 'firstName', before: 'Mark', after: 'Marcus', secret: false },
    ]);

    // A role: PartnerAdmin moved down to CompanyAdmin. A Company Admin may not raise it back.
    const { change, role } = await recordUserChange("role = 'CompanyAdmin'");
    expect(change).toMatchObject({ restorable: true, fields: [{ field: 'role', before: 'PartnerAdmin' }] });
    const lower = await restore('company', change.changeId);
    expect(lower.status).toBe(403);
    expect(await role()).toBe('CompanyAdmin');
    const partner = await restore('partner', change.changeId);
    expect(partner.status, JSON.stringify(partner.body)).toBe(200);
    expect(await role()).toBe('PartnerAdmin');

    // A change of the login id as well is not one a restore writes back.
    const withEmail = await recordUserChange("role = 'CompanyAdmin', email = 'moved@fabrikam.example'");
    expect(withEmail.change.restorable).toBe(false);
    expect((await restore('partner', withEmail.change.changeId)).status).toBe(409);
  });

  it("refuses a user's own role", async () => {
    // Marcus Webb's role, as if an admin had changed it: he may not restore it himself.
    await sb.db.query("update users set role = 'SiteAdmin' where id = 9003");
    await sb.db.transaction(async (tx) => {
      await startCapture(tx);
      await tx.query("update users set role = 'CompanyAdmin' where id = 9003");
      await recordCapturedChanges(tx, {
        operation: 'User_UpdateProfile',
        at: new Date('2026-11-21T10:00:00Z'),
        author: {
          userId: 9001,
          email: 'global.admin@sandbox.test',
          name: 'Global Admin',
          role: 'AGMSAdmin',
          scope: { partnerId: null, companyId: null, siteId: null, groupId: null },
          clientAddress: null,
          browser: null,
        },
        entityType: 'User',
      });
    });
    const [latest] = (await historyOf('company', 'User', MARCUS_GUID)).body.entityData!;
    expect(latest!.fields.map((f) => f.field)).toEqual(['role']);
    expect((await restore('company', latest!.changeId)).status).toBe(403);
  });
});
