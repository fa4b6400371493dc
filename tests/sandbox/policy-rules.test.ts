// Rules made from evidence on the sandbox (issue 28): the impact of a rule equals a direct count
// over the seeded events (matched in JS by src/domain/policy/rule-match.ts, not by the sandbox's
// SQL), at each level and never beyond the caller's tenant; the event list with the preview's
// filter lists exactly the counted events (a property over random rules); a saved rule carries its
// provenance, is in the effective policy until its expiry and leaves it after.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedEventAction, ruleMatchesEvent, type RuleFacts } from '../../src/domain/policy/rule-match';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { CHICAGO, FABRIKAM, FINANCE, NORTHWIND, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type ScopeType = 'partner' | 'company' | 'site' | 'group';
const HEADER: Record<ScopeType, string> = {
  partner: 'x-partner-guid',
  company: 'x-company-guid',
  site: 'x-site-guid',
  group: 'x-group-guid',
};
const NODE: Record<ScopeType, string> = {
  partner: NORTHWIND,
  company: FABRIKAM,
  site: CHICAGO,
  group: FINANCE,
};

interface SeededEvent {
  sha256: string;
  publisher: string | null;
  filePath: string;
  action: string;
  reportedAt: Date;
  partnerGuid: string;
  companyGuid: string;
  siteGuid: string;
  groupGuid: string;
  computerId: number;
  companyId: number;
  hashId: number;
}
let events: SeededEvent[] = [];

interface Rule extends RuleFacts {
  action: 'allow' | 'deny';
}

/** The events a rule names at a node over the 30 days up to the clock, counted here. */
function directCount(rule: Rule, type: ScopeType, guid: string) {
  const now = sb.clock.now.getTime();
  const from = now - 30 * 24 * 3_600_000;
  const nodeOf = (e: SeededEvent) =>
    ({ partner: e.partnerGuid, company: e.companyGuid, site: e.siteGuid, group: e.groupGuid })[type];
  const hits = events.filter(
    (e) =>
      nodeOf(e) === guid &&
      e.reportedAt.getTime() >= from &&
      e.reportedAt.getTime() <= now &&
      e.action === changedEventAction(rule.action) &&
      ruleMatchesEvent(rule, e),
  );
  return {
    events: hits.length,
    files: new Set(hits.map((e) => e.hashId)).size,
    computers: new Set(hits.map((e) => e.computerId)).size,
    companies: new Set(hits.map((e) => e.companyId)).size,
  };
}

const preview = (who: Who, rule: Rule, type: ScopeType, guid = NODE[type]) =>
  api(who, 'POST', '/restapi/Policy/PreviewRuleImpact', {
    payload: {
      kind: rule.kind,
      action: rule.action,
      sha256: rule.sha256,
      publisher: rule.publisher,
      path: rule.path,
      scopeType: type,
      scopeGuid: guid,
    },
  });

const rule = (over: Partial<Rule> & Pick<Rule, 'kind'>): Rule => ({
  action: 'allow',
  sha256: null,
  publisher: null,
  path: null,
  ...over,
});

/** The seeded facts the cases pick from: the most blocked file of Finance, a signer, a folder. */
let financeHash = '';
let signer = '';
let folderOfSigner = '';

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (
    await signInClient(sb.app, ['global', 'partner', 'company', 'site', 'group', 'groupAuditor', 'tokyo'])
  ).api;
  const rows = await sb.db.query<{
    sha256: string;
    publisher: string | null;
    file_path: string;
    user_name: string | null;
    action: string;
    reported_at: Date;
    partner_guid: string;
    company_guid: string;
    site_guid: string;
    group_guid: string;
    computer_id: number;
    company_id: number;
    hash_id: number;
  }>(
    `select h.sha256, h.publisher, v.file_path, e.user_name, e.action, e.reported_at, pa.guid::text as partner_guid,
       co.guid::text as company_guid, s.guid::text as site_guid, g.guid::text as group_guid, e.computer_id,
       e.company_id, e.hash_id
     from events e join file_hashes h on h.id = e.hash_id join event_variants v on v.id = e.variant_id
       join companies co on co.id = e.company_id join partners pa on pa.id = co.partner_id
       join sites s on s.id = e.site_id join groups g on g.id = e.group_id
     where e.reported_at >= $1::timestamptz - interval '31 days'`,
    [sb.clock.now.toISOString()],
  );
  // The path an event shows: its variant's, with the account's user folder for {user}.
  events = rows.map((r) => ({
    sha256: r.sha256,
    publisher: r.publisher,
    filePath: r.file_path.replaceAll('{user}', r.user_name?.split('\\')[1] || 'Public'),
    action: r.action,
    reportedAt: new Date(r.reported_at),
    partnerGuid: r.partner_guid,
    companyGuid: r.company_guid,
    siteGuid: r.site_guid,
    groupGuid: r.group_guid,
    computerId: r.computer_id,
    companyId: r.company_id,
    hashId: r.hash_id,
  }));
  const most = <T>(list: T[]) => {
    const counts = new Map<T, number>();
    for (const x of list) counts.set(x, (counts.get(x) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  };
  const blocked = events.filter((e) => e.action === 'blocked');
  financeHash = most(blocked.filter((e) => e.groupGuid === FINANCE).map((e) => e.sha256));
  const signed = blocked.filter((e) => e.companyGuid === FABRIKAM && e.publisher);
  signer = most(signed.map((e) => e.publisher!));
  const path = signed.find((e) => e.publisher === signer)!.filePath;
  folderOfSigner = path.slice(0, path.lastIndexOf('\\'));
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

describe('the impact of a rule', () => {
  const cases: Array<[string, Who, () => Rule, ScopeType]> = [
    ['a hash at the group', 'group', () => rule({ kind: 'hash', sha256: financeHash }), 'group'],
    ['a hash at the site', 'site', () => rule({ kind: 'hash', sha256: financeHash.toUpperCase() }), 'site'],
    [
      'a publisher (certificate subject) at the company',
      'company',
      () => rule({ kind: 'trustedPublisher', publisher: `CN=${signer}, O=Test, C=US` }),
      'company',
    ],
    [
      'a folder with a wildcard at the partner',
      'partner',
      () => rule({ kind: 'trustedFolder', path: 'C:\\Users\\*\\Downloads\\*' }),
      'partner',
    ],
    [
      'a folder without a wildcard (its subfolders too) at the company',
      'company',
      () => rule({ kind: 'trustedFolder', path: folderOfSigner }),
      'company',
    ],
    [
      'a deny rule counts what ran',
      'global',
      () => rule({ kind: 'trustedFolder', path: 'c:\\program files\\', action: 'deny' }),
      'partner',
    ],
  ];
  it.each(cases)('%s equals a direct count of the seeded events', async (_name, who, make, type) => {
    const r = make();
    const reply = await preview(who, r, type);
    expect(reply.status).toBe(200);
    const impact = reply.body.entityData!;
    const expected = directCount(r, type, NODE[type]);
    expect(expected.events).toBeGreaterThan(0);
    expect({
      events: impact.events,
      files: impact.files,
      computers: impact.computers,
      companies: impact.companies,
    }).toEqual(expected);
    expect(impact.effect).toBe(r.action === 'allow' ? 'allowed' : 'blocked');
    expect(impact.topFiles.length).toBe(Math.min(5, expected.files));
  });

  it('never counts beyond the caller’s tenant', async () => {
    const wide = rule({ kind: 'trustedFolder', path: 'C:\\*' });
    // Tokyo Seimitsu's admin cannot name Fabrikam; the reply names nothing of it.
    const other = await preview('tokyo', wide, 'company', FABRIKAM);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Fabrikam');
    // Northwind's partner level counts Northwind's companies only.
    const partner = (await preview('partner', wide, 'partner')).body.entityData!;
    expect(partner.companies).toBe(directCount(wide, 'partner', NORTHWIND).companies);
    const northwindCompanies = new Set(
      events.filter((e) => e.partnerGuid === NORTHWIND).map((e) => e.companyId),
    );
    expect(partner.companies).toBeLessThanOrEqual(northwindCompanies.size);
    // A group admin may not write (nor preview) the company level; an auditor nothing.
    expect((await preview('group', wide, 'company')).status).toBe(403);
    expect((await preview('groupAuditor', wide, 'group')).status).toBe(403);
  });

  it('lists exactly the counted events with its filters (random rules)', async () => {
    const hashes = [...new Set(events.map((e) => e.sha256))];
    const signers = [...new Set(events.flatMap((e) => (e.publisher ? [e.publisher] : [])))];
    const folders = [...new Set(events.map((e) => e.filePath.slice(0, e.filePath.lastIndexOf('\\'))))];
    const arbitraryRule: fc.Arbitrary<Rule> = fc.oneof(
      fc.record({
        kind: fc.constant('hash' as const),
        sha256: fc.constantFrom(...hashes),
        publisher: fc.constant(null),
        path: fc.constant(null),
        action: fc.constantFrom('allow' as const, 'deny' as const),
      }),
      fc.record({
        kind: fc.constant('trustedPublisher' as const),
        sha256: fc.constant(null),
        publisher: fc.constantFrom(...signers).map((s) => `CN=${s}`),
        path: fc.constant(null),
        action: fc.constantFrom('allow' as const, 'deny' as const),
      }),
      fc.record({
        kind: fc.constant('trustedFolder' as const),
        sha256: fc.constant(null),
        // A folder, cut short and ended with a wildcard, or with one part replaced by *.
        publisher: fc.constant(null),
        path: fc
          .tuple(fc.constantFrom(...folders), fc.nat(40), fc.boolean())
          .map(([folder, cut, star]) =>
            star
              ? `${folder.slice(0, Math.max(3, folder.length - cut))}*`
              : folder.replace(/\\[^\\]+\\/, '\\*\\'),
          ),
        action: fc.constantFrom('allow' as const, 'deny' as const),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        arbitraryRule,
        fc.constantFrom<ScopeType>('partner', 'company', 'site', 'group'),
        async (r, type) => {
          const impact = (await preview('partner', r, type)).body.entityData!;
          const listed = await api('partner', 'POST', '/restapi/Event/GetEventInspectionPageData', {
            payload: {
              page: 1,
              pageSize: 1,
              sortColumn: null,
              sortDir: 'desc',
              search: null,
              ...impact.filter,
            },
            scope: { [HEADER.partner]: NORTHWIND },
          });
          expect(listed.body.totalCount).toBe(impact.events);
          expect(impact.events).toBe(directCount(r, type, NODE[type]).events);
          const top = impact.topComputers[0];
          if (top) {
            const one = await api('partner', 'POST', '/restapi/Event/GetEventInspectionPageData', {
              payload: {
                page: 1,
                pageSize: 1,
                sortColumn: null,
                sortDir: 'desc',
                search: null,
                ...top.filter,
              },
              scope: { [HEADER.partner]: NORTHWIND },
            });
            expect(one.body.totalCount).toBe(top.events);
          }
        },
      ),
      { numRuns: 30, seed: 28 },
    );
  }, 120_000);
});

describe('a saved rule', () => {
  it('waits in the draft, or is in force at once with its provenance until it expires', async () => {
    const [event] = (
      await api('group', 'POST', '/restapi/Event/GetEventInspectionPageData', {
        payload: {
          page: 1,
          pageSize: 1,
          sortColumn: null,
          sortDir: 'desc',
          search: null,
          mode: 'individual',
          sha256: financeHash,
          actionTaken: 'blocked',
        },
        scope: { [HEADER.group]: FINANCE },
      })
    ).body.entityData as Array<{ eventId: number; sha256: string }>;
    const save = (publish: boolean, expiry: 'oneHour' | 'never' | 'date', expiresAt?: string) =>
      api('group', 'POST', '/restapi/Policy/SaveRule', {
        payload: {
          kind: 'hash',
          action: 'allow',
          sha256: financeHash,
          scopeType: 'group',
          scopeGuid: FINANCE,
          expiry,
          ...(expiresAt ? { expiresAt } : {}),
          reason: 'Month-end close tool.',
          publish,
          source: 'event',
          eventId: event!.eventId,
          fileSha256: event!.sha256,
        },
        scope: { [HEADER.group]: FINANCE },
      });
    const inForce = async () =>
      (
        await api('group', 'POST', '/restapi/Policy/ListEffectiveRules', {
          payload: { page: 1, pageSize: 100, search: financeHash },
          scope: { [HEADER.group]: FINANCE },
        })
      ).body.entityData!.filter((r) => r.component.sha256 === financeHash && r.component.action === 'allow');

    // An expiry in the past is refused, naming the field; nothing is saved.
    const past = await save(false, 'date', '2026-11-01T00:00:00Z');
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('validation.policyRule.expiresAt.past');

    const draft = await save(false, 'never');
    expect(draft.status).toBe(200);
    expect(draft.body.entityData).toMatchObject({ published: false, version: null });
    expect(draft.body.entityData!.block).toMatchObject({ name: 'Rules from events', hasDraft: true });
    expect(await inForce()).toEqual([]);

    const published = await save(true, 'oneHour');
    expect(published.body.entityData).toMatchObject({
      published: true,
      component: {
        expiresAt: new Date(sb.clock.now.getTime() + 3_600_000).toISOString(),
        provenance: {
          source: 'event',
          eventId: event!.eventId,
          createdBy: 'Chloe Dubois',
          reason: 'Month-end close tool.',
        },
      },
    });
    // Saved again: one rule for the target, renewed (not two).
    const [rule1] = await inForce();
    expect(rule1).toMatchObject({ state: 'inForce', component: { provenance: { eventId: event!.eventId } } });
    expect(await inForce()).toHaveLength(1);
    const expiring = await api('group', 'POST', '/restapi/Policy/ListExpiringRules', {
      payload: { page: 1, pageSize: 10, withinDays: 7 },
      scope: { [HEADER.group]: FINANCE },
    });
    expect(expiring.body.entityData!.map((r) => r.component.sha256)).toContain(financeHash);

    // Past its expiry (the sandbox's clock) the rule leaves the effective policy and the list.
    sb.clock.advance(2 * 3_600_000);
    // Two idle hours end the session too: sign in again.
    api = (await signInClient(sb.app, ['group'])).api;
    expect(await inForce()).toEqual([]);
    const later = await api('group', 'POST', '/restapi/Policy/ListExpiringRules', {
      payload: { page: 1, pageSize: 10, withinDays: 7 },
      scope: { [HEADER.group]: FINANCE },
    });
    expect(later.body.entityData!.map((r) => r.component.sha256)).not.toContain(financeHash);
  });
});
