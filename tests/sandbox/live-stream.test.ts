// The live stream (issue 34): during a burst of simulated activity across the tenants, the
// streams of a company admin, a site auditor and a partner admin carry exactly the changes of
// their scope (compared with what the list calls return before and after); a dropped stream
// resumed with Last-Event-ID loses and repeats nothing; the stream ends at logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from '../../sandbox/simulator/simulator';
import { SEED_TIME, signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { USERS as ACCOUNTS } from './support/fixtures';
import { openStream, type LiveChange, type StreamReader } from './support/live-stream-client';

const WHO = ['company', 'siteAuditor', 'partner'] as const;
type Who = (typeof WHO)[number];

let sb: TestSandbox;
let base: string;
let api: SandboxClient['api'];
let simulator: Simulator;

async function alarmIds(who: Who | 'global', status: 'all' | 'Unresolved' = 'all'): Promise<number[]> {
  const r = await api(who, 'POST', '/restapi/Alarm/ListAlarms', {
    payload: {
      page: 1,
      pageSize: 9999,
      sortColumn: null,
      sortDir: 'desc',
      search: null,
      status,
      severity: null,
      categoryId: null,
      kind: null,
      dateRange: null,
    },
  });
  expect(r.status).toBe(200);
  return r.body.entityData.map((a) => a.alarmId);
}

async function computerGuids(who: Who): Promise<Set<string>> {
  const r = await api(who, 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
    payload: { page: 1, pageSize: 9999, sortColumn: null, sortDir: 'desc', search: null, status: 'all' },
  });
  expect(r.status).toBe(200);
  return new Set(r.body.entityData.map((c) => c.computerGuid));
}

/** Simulated agents for some minutes, busy enough to raise alerts in several companies. */
async function burst(minutes: number) {
  sb.clock.advance(minutes * 60_000);
  return simulator.advance(sb.clock.now);
}

/** Moves alerts as the Global Admin (through the API, as a second admin would). */
async function move(ids: number[], status: 'InReview' | 'Resolved') {
  const r = await api('global', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
    payload: { alarmIds: ids, status },
  });
  expect(r.status).toBe(200);
}

const ofKind = (changes: LiveChange[], kind: LiveChange['kind']) => changes.filter((c) => c.kind === kind);

beforeAll(async () => {
  sb = await startTestSandbox();
  sb.clock.now = new Date(SEED_TIME);
  base = await sb.app.listen({ port: 0, host: '127.0.0.1' });
  ({ api } = await signInClient(sb.app, [...WHO, 'global']));
  simulator = await Simulator.create(sb.db, { seed: 3434, now: sb.clock.now, perHour: 1500 });
}, 240_000);
afterAll(async () => {
  await sb?.close();
});

describe('the live stream', () => {
  it('carries exactly the changes of each scope during a burst across tenants', async () => {
    const streams = new Map<Who, StreamReader>();
    for (const who of WHO) {
      const stream = await openStream(base, (await signIn(sb.app, ACCOUNTS[who])).cookie);
      expect(stream.status).toBe(200);
      streams.set(who, stream);
    }
    const before = new Map<Who, Set<number>>();
    for (const who of WHO) before.set(who, new Set(await alarmIds(who)));

    const changes = await burst(30);
    // Agents of many tenants reported, and new alerts were raised.
    expect(changes.companies.length).toBeGreaterThan(2);
    expect(changes.alarms.some((a) => a.created)).toBe(true);
    // A change every scope sees last: an open alert of the site auditor's site and one of the
    // partner's, moved to In Review. The stream is in id order, so all before it has arrived.
    const siteMarker = (await alarmIds('siteAuditor', 'Unresolved'))[0]!;
    const partnerMarker = (await alarmIds('partner', 'Unresolved')).find((id) => id !== siteMarker)!;
    await move([siteMarker, partnerMarker], 'InReview');

    for (const who of WHO) {
      const visible = new Set(await alarmIds(who));
      const stream = streams.get(who)!;
      const markers = [siteMarker, partnerMarker].filter((id) => visible.has(id));
      expect(markers.length, who).toBeGreaterThan(0);
      for (const id of markers)
        await stream.until((c) => c.kind === 'alarmStatusChanged' && c.alarmId === id);
      const raised = ofKind(stream.changes, 'alarmRaised').map((c) => c.alarmId!);
      const listedNew = [...visible].filter((id) => !before.get(who)!.has(id));
      expect(raised.sort(), who).toEqual(listedNew.sort());
      expect(
        ofKind(stream.changes, 'alarmStatusChanged')
          .map((c) => c.alarmId)
          .sort(),
        who,
      ).toEqual(markers.sort());
      const computers = await computerGuids(who);
      const moved = ofKind(stream.changes, 'computerStatusChanged');
      expect(moved.length, who).toBeGreaterThan(0);
      for (const c of moved) expect(computers.has(c.computerGuid!), `${who}: ${c.computerGuid}`).toBe(true);
      // Nothing twice, in id order.
      const ids = stream.changes.map((c) => c.id);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      stream.close();
    }
    // The scopes differ: the site auditor hears less than the company admin.
    const heard = (who: Who) => streams.get(who)!.changes.length;
    expect(heard('siteAuditor')).toBeLessThan(heard('company'));
  }, 240_000);

  it('resumes after a dropped connection from Last-Event-ID, losing and repeating nothing', async () => {
    const control = await openStream(base, (await signIn(sb.app, ACCOUNTS.company)).cookie);
    const { cookie } = await signIn(sb.app, ACCOUNTS.company);
    const dropped = await openStream(base, cookie);
    const [first, second] = await alarmIds('company', 'Unresolved');
    await move([first!], 'InReview');
    const seen = await dropped.until((c) => c.alarmId === first);
    await control.until((c) => c.alarmId === first);
    dropped.close();
    // While it is away: agents report, an alert moves.
    await burst(20);
    await move([second!], 'Resolved');
    await control.until((c) => c.alarmId === second);
    const resumed = await openStream(base, cookie, String(seen.id));
    await resumed.until((c) => c.alarmId === second);
    const afterDrop = control.changes.filter((c) => c.id > seen.id).map((c) => c.id);
    expect(afterDrop.length).toBeGreaterThan(1);
    expect(resumed.changes.map((c) => c.id)).toEqual(afterDrop);
    control.close();
    resumed.close();
  }, 240_000);

  it('ends at logout, and refuses a request without a session', async () => {
    const { cookie, sid } = await signIn(sb.app, ACCOUNTS.siteAuditor);
    const stream = await openStream(base, cookie);
    const logout = await sb.app.inject({ method: 'GET', url: `/bff/logout?sid=${sid}`, headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(await stream.closed).toEqual({ ended: true });
    const refused = await sb.app.inject({ method: 'GET', url: '/bff/live', headers: { cookie } });
    expect(refused.statusCode).toBe(401);
  });
});
