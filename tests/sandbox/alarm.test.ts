// The Alarm area of the sandbox: the alert console, alert details, status changes and the
// alert conditions, with the per-kind configuration rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { components } from '../../src/gen/openapi.gen';
import { signInClient, unchecked, type SandboxClient } from './support/client';
import { ROLE_ACCOUNTS, FABRIKAM, TOKYO } from './support/fixtures';
import { i18next, loadConsoleMessages, loadLanguage } from '../../src/i18n/i18n';
import { shippedText } from '../../src/i18n/shipped-texts';

let sb: TestSandbox;
let api: SandboxClient['api'];

type Alarm = components['schemas']['Alarm'];

/** An alert as the company admin sees it (its status and when it last changed). */
async function alarmAsCompany(alarmId: number) {
  const r = await api('company', 'POST', '/restapi/Alarm/GetAlarmsWithDetail', {
    payload: {
      alarmIds: [alarmId],
    },
  });
  return r.body.entityData[0]!;
}

const list = <const E extends object = Record<never, never>>(extra: E = {} as E) => ({
  page: 1,
  pageSize: 500,
  sortColumn: null,
  sortDir: 'desc' as const,
  search: null,
  status: 'all' as const,
  severity: null,
  categoryId: null,
  kind: null,
  dateRange: null,
  ...extra,
});
const fabrikam = { 'x-company-guid': FABRIKAM };

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('the alert console', () => {
  it('lists the alerts of the company in all three states, newest first, with an exact total', async () => {
    const r = await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list() });
    expect(r.status).toBe(200);
    const rows = r.body.entityData;
    expect(r.body.totalCount).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((a) => a.status))).toEqual(new Set(['Unresolved', 'InReview', 'Resolved']));
    expect(rows.every((a) => a.companyName === 'Fabrikam Manufacturing')).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.triggeredOn >= rows[i]!.triggeredOn).toBe(true);
    const named = rows.find((a) => a.alarmId === 60101)!;
    expect(named).toMatchObject({
      title: 'Malicious file blocked: invoice_viewer.exe',
      status: 'Unresolved',
      severity: 'Critical',
      computerName: 'FAB-FIN-WS014',
      conditionName: 'Malicious file blocked on any endpoint',
      kind: 'Security',
    });
    // The events of its computer's invoice_viewer.exe blocks that day (the seed derives it): the
    // inspection's three and the last of its unique block's 21 on that computer.
    expect(named.count).toBe(4);
  });

  it("leaves a deleted company's alerts out of the Global Admin's list, pages and total alike", async () => {
    const before = await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 9999 }),
    });
    const ofTokyo = before.body.entityData.filter((a) => a.companyName === '株式会社東京精密工業');
    expect(ofTokyo.length).toBeGreaterThan(0);
    await sb.db.query('update companies set deleted = true where guid = $1', [TOKYO]);
    try {
      const after = await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ pageSize: 9999 }),
      });
      expect(after.body.totalCount).toBe(before.body.totalCount! - ofTokyo.length);
      expect(after.body.entityData.some((a) => a.companyName === '株式会社東京精密工業')).toBe(false);
      // System and LiveSite alerts (no company) stay.
      expect(after.body.entityData.some((a) => a.companyName === null)).toBe(true);
      const firstPage = await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ pageSize: 20 }),
      });
      expect(firstPage.body.entityData.map((a) => a.alarmId)).toEqual(
        after.body.entityData.slice(0, 20).map((a) => a.alarmId),
      );
    } finally {
      await sb.db.query('update companies set deleted = false where guid = $1', [TOKYO]);
    }
  });

  it('pages and filters by status, severity, kind, category, date and search', async () => {
    const all = (await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list() })).body
      .entityData;
    for (const status of ['Unresolved', 'InReview', 'Resolved']) {
      const r = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ status, pageSize: 10 }),
      });
      expect(r.body.totalCount).toBe(all.filter((a) => a.status === status).length);
      expect(r.body.entityData.length).toBe(Math.min(10, r.body.totalCount!));
    }
    const critical = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ status: 'Unresolved', severity: 'Critical' }),
    });
    expect(critical.body.totalCount).toBe(
      all.filter((a) => a.status === 'Unresolved' && a.severity === 'Critical').length,
    );
    const health = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ kind: 'DeploymentHealth' }),
    });
    expect(health.body.entityData.every((a) => a.kind === 'DeploymentHealth')).toBe(true);
    expect(health.body.totalCount).toBe(all.filter((a) => a.kind === 'DeploymentHealth').length);
    const category = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ categoryId: 13 }),
    });
    expect(category.body.totalCount).toBe(all.filter((a) => a.categoryId === 13).length);
    const range = { startDate: '2026-11-15T00:00:00Z', endDate: '2026-11-19T23:59:59Z' };
    const dated = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ dateRange: range }),
    });
    expect(dated.body.totalCount).toBe(
      all.filter((a) => a.triggeredOn >= range.startDate && a.triggeredOn <= range.endDate).length,
    );
    const search = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ search: 'FAB-ENG-LT107' }),
    });
    expect(search.body.entityData.map((a) => a.alarmId)).toEqual(expect.arrayContaining([60104, 60107]));
    const p2 = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ page: 2, pageSize: 20 }),
    });
    expect(p2.body.entityData.map((a) => a.alarmId)).toEqual(all.slice(20, 40).map((a) => a.alarmId));
  });

  it('searches and sorts titles as a Japanese user reads them (the console’s own words for them)', async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
    const ja = i18next.getFixedT('ja');
    const all = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ pageSize: 9999 }) })
    ).body.entityData;
    const shown = new Map(all.map((a) => [a.alarmId, shippedText(ja, 'titles', a.title)]));
    const words = '回ブロックされました';
    const expected = all.filter((a) => shown.get(a.alarmId)!.includes(words)).map((a) => a.alarmId);
    expect(expected.length).toBeGreaterThan(0);
    const search = (language: 'ja' | null) =>
      api('company', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ pageSize: 9999, search: words, language }),
      });
    expect((await search('ja')).body.entityData.map((a) => a.alarmId).sort()).toEqual(expected.sort());
    // Stored in English: without the language nothing reads so.
    expect((await search(null)).body.totalCount).toBe(0);
    // The title sort follows the Japanese titles (in the database's own order of texts).
    const sorted = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 9999, sortColumn: 'title', sortDir: 'asc', language: 'ja' }),
    });
    const titles = sorted.body.entityData.map((a) => shown.get(a.alarmId)!.toLowerCase());
    const inOrder = await sb.db.query<{ title: string }>(
      'select title from unnest($1::text[]) as t(title) order by title',
      [titles],
    );
    expect(titles).toEqual(inOrder.map((row) => row.title));
  });

  it('sorts by category in the order the console names (its names in the user language), else by name', async () => {
    const all = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ pageSize: 9999 }) })
    ).body.entityData;
    const ids = [...new Set(all.map((a) => a.categoryId))].sort((a, b) => a! - b!);
    expect(ids.length).toBeGreaterThan(2);
    // An order no name sorts to: the ids backwards, the first one left out (it comes last).
    const order = ids.slice(1).reverse();
    const expected = [...order, ids[0]!];
    const sorted = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 9999, sortColumn: 'category', sortDir: 'asc', categoryOrder: order }),
    });
    expect(sorted.status).toBe(200);
    const seen = (rows: Alarm[]) => [...new Set(rows.map((a) => a.categoryId))];
    expect(seen(sorted.body.entityData)).toEqual(expected);
    const backwards = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 9999, sortColumn: 'category', sortDir: 'desc', categoryOrder: order }),
    });
    expect(seen(backwards.body.entityData)).toEqual([...expected].reverse());
    const byName = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 9999, sortColumn: 'category', sortDir: 'asc' }),
    });
    const names = byName.body.entityData.map((a) => a.category.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by a part of the computer, group and company names, and names their pages', async () => {
    const all = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ pageSize: 9999 }) })
    ).body.entityData;
    const byComputer = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ computer: 'eng-lt107' }),
    });
    expect(byComputer.body.totalCount).toBe(all.filter((a) => a.computerName === 'FAB-ENG-LT107').length);
    expect(byComputer.body.totalCount).toBeGreaterThan(0);
    const byGroup = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ group: 'finance' }),
    });
    expect(byGroup.body.totalCount).toBe(all.filter((a) => a.groupName === 'Finance Workstations').length);
    const byCompany = await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ company: 'fabrikam' }),
    });
    expect(byCompany.body.entityData.every((a) => a.companyName === 'Fabrikam Manufacturing')).toBe(true);
    const withComputer = all.find((a) => a.computerGuid !== null)!;
    expect(withComputer.companyId).toEqual(expect.any(Number));
    expect(withComputer.groupGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(withComputer.siteGuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sorts by severity and by computer name', async () => {
    const bySeverity = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ sortColumn: 'severity', sortDir: 'desc' }),
      })
    ).body.entityData;
    const rank = (s: string) => ['Low', 'Medium', 'High', 'Critical'].indexOf(s);
    for (let i = 1; i < bySeverity.length; i++)
      expect(rank(bySeverity[i - 1]!.severity)).toBeGreaterThanOrEqual(rank(bySeverity[i]!.severity));
    const byName = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ sortColumn: 'computerName', sortDir: 'asc' }),
      })
    ).body.entityData;
    const names = byName.map((a) => a.computerName!.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: unchecked(list({ sortColumn: 'alarmGuid' })),
    });
    expect(bad.status).toBe(400);
  });

  it('narrows to the alerts named (alarmIds) that the other filters match, within the scope only', async () => {
    const all = (await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list() })).body
      .entityData;
    const critical = all.filter((a) => a.severity === 'Critical').slice(0, 3);
    const others = all.filter((a) => a.severity !== 'Critical').slice(0, 3);
    const ofTokyo = (
      await api('global', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ pageSize: 9999 }) })
    ).body.entityData.filter((a) => a.companyName === '株式会社東京精密工業' && a.severity === 'Critical');
    expect(critical.length).toBe(3);
    expect(others.length).toBe(3);
    expect(ofTokyo.length).toBeGreaterThan(0);
    const asked = [...critical, ...others, ...ofTokyo.slice(0, 2)].map((a) => a.alarmId);
    const page = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ severity: 'Critical', alarmIds: asked }),
    });
    expect(page.status).toBe(200);
    expect(page.body.entityData.map((a) => a.alarmId).sort()).toEqual(critical.map((a) => a.alarmId).sort());
    expect(page.body.totalCount).toBe(3);
    // The console's count-only question: one row, the figure in totalCount.
    const count = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ pageSize: 1, severity: 'Critical', alarmIds: asked }),
    });
    expect(count.body.totalCount).toBe(3);
    const none = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ alarmIds: [] as number[] }),
    });
    expect(none.body.totalCount).toBe(0);
    expect(none.body.entityData).toEqual([]);
  });

  it('keeps every role within its scope (auditors included); global alerts only for the Global admin', async () => {
    const group = (await api('groupAuditor', 'POST', '/restapi/Alarm/ListAlarms', { payload: list() })).body
      .entityData;
    expect(group.length).toBeGreaterThan(0);
    expect(group.every((a) => a.groupName === 'Finance Workstations')).toBe(true);
    const site = (await api('siteAuditor', 'POST', '/restapi/Alarm/ListAlarms', { payload: list() })).body
      .entityData;
    expect(site.some((a) => a.alarmId === 60108)).toBe(false); // DET-KIOSK-03 is in the Detroit plant
    expect(site.some((a) => a.alarmId === 60101)).toBe(true);
    const partner = (
      await api('partner', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ pageSize: 2000 }) })
    ).body.entityData;
    expect(partner.some((a) => a.companyName === '株式会社東京精密工業')).toBe(false);
    expect(partner.some((a) => a.companyName === null)).toBe(false);
    const global = await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ kind: 'System' }),
    });
    expect(global.body.totalCount).toBeGreaterThan(0);
    expect(global.body.entityData.every((a) => a.companyName === null && a.computerName === null)).toBe(true);
    const tokyo = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list(),
      scope: { 'x-company-guid': TOKYO },
    });
    expect(tokyo.status).toBe(403);
  });
});

describe('alert details and status changes', () => {
  it('answers the alerts with their events, newest first, and leaves out alerts outside the scope', async () => {
    const tokyo = (
      await api('global', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ pageSize: 1 }),
        scope: { 'x-company-guid': TOKYO },
      })
    ).body.entityData[0]!;
    const r = await api('company', 'POST', '/restapi/Alarm/GetAlarmsWithDetail', {
      payload: { alarmIds: [60101, tokyo.alarmId, 60104] },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData.map((a) => a.alarmId)).toEqual([60101, 60104]);
    const first = r.body.entityData[0]!;
    expect(first.conditionDescription).toBe('A file classified malicious by hash lookup was blocked.');
    // The events of the inspection folded into it, newest first (the example's event first).
    expect(first.events.map((e) => e.eventId)).toEqual([7734460, 9001324, 9000060, 9000059]);
    expect(first.events.length).toBe(first.count);
    for (let i = 1; i < first.events.length; i++)
      expect(first.events[i - 1]!.eventTime >= first.events[i]!.eventTime).toBe(true);
    expect(first.events.every((e) => e.computerName === 'FAB-FIN-WS014')).toBe(true);
  });

  it('resolves alerts: they leave the unresolved list and record who resolved them', async () => {
    const before = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ status: 'Unresolved' }) })
    ).body.totalCount!;
    const r = await api('company', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      payload: { alarmIds: [60101, 60103], status: 'Resolved' },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({
      status: 'Resolved',
      alarmIds: [60101, 60103],
      updatedCount: 2,
      refusedAlarmIds: [],
    });
    const unresolved = await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
      payload: list({ status: 'Unresolved' }),
    });
    expect(unresolved.body.totalCount).toBe(before - 2);
    expect(unresolved.body.entityData.some((a) => a.alarmId === 60101)).toBe(false);
    const resolved = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ status: 'Resolved' }) })
    ).body.entityData;
    expect(resolved.find((a) => a.alarmId === 60101)).toMatchObject({ resolvedBy: 'Marcus Webb' });
    const review = await api('group', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      payload: {
        alarmIds: [60101],
        status: 'InReview',
      },
    });
    expect(review.status).toBe(200);
    const inReview = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ status: 'InReview' }) })
    ).body.entityData;
    expect(inReview.find((a) => a.alarmId === 60101)).toMatchObject({ resolvedBy: null });
  });

  it('refuses auditors (403), and alerts none of which are in the scope (404, nothing changed)', async () => {
    expect(
      (
        await api('siteAuditor', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
          payload: { alarmIds: [60102], status: 'Resolved' },
        })
      ).status,
    ).toBe(403);
    // 60108 is in the Detroit plant, outside the group admin's groups; 2147483000 does not exist.
    const before = await alarmAsCompany(60108);
    const r = await api('group', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      payload: {
        alarmIds: [60108, 2147483000],
        status: 'Resolved',
      },
    });
    expect(r.status).toBe(404);
    expect(await alarmAsCompany(60108)).toEqual(before);
  });

  it('changes the alerts in the scope and names the others (partial refusal)', async () => {
    // 60108 is outside the group admin's groups, 2147483000 does not exist (deleted meanwhile).
    const outside = await alarmAsCompany(60108);
    const r = await api('group', 'PUT', '/restapi/Alarm/UpdateAlarmStatuses', {
      payload: { alarmIds: [60102, 60108, 2147483000], status: 'Resolved' },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({
      status: 'Resolved',
      alarmIds: [60102],
      updatedCount: 1,
      refusedAlarmIds: [60108, 2147483000],
    });
    const resolved = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', { payload: list({ status: 'Resolved' }) })
    ).body.entityData;
    expect(resolved.some((a) => a.alarmId === 60102)).toBe(true);
    expect(await alarmAsCompany(60108)).toEqual(outside);
  });
});

describe('condition categories and conditions', () => {
  it('leaves System and LiveSite categories out for roles other than the Global admin', async () => {
    const global = await api('global', 'GET', '/restapi/Alarm/GetAlarmConditionCategories');
    expect(global.body.totalCount).toBe(12);
    const company = await api('company', 'GET', '/restapi/Alarm/GetAlarmConditionCategories');
    expect(company.body.totalCount).toBe(8);
    expect(company.body.entityData.every((c) => c.kind === 'Security' || c.kind === 'DeploymentHealth')).toBe(
      true,
    );
    const health = await api('company', 'GET', '/restapi/Alarm/GetAlarmConditionCategories', {
      query: { kind: 'DeploymentHealth' },
    });
    expect(health.body.totalCount).toBe(3);
    expect(
      (
        await api('company', 'GET', '/restapi/Alarm/GetAlarmConditionCategories', {
          query: { kind: 'System' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists the conditions of the selected company', async () => {
    const r = await api('company', 'GET', '/restapi/Alarm/GetCompanyConditions');
    expect(r.status).toBe(200);
    expect(r.body.entityData.map((c) => c.conditionId)).toEqual([
      301, 302, 303, 304, 305, 306, 307, 308, 309, 310,
    ]);
    expect(r.body.entityData.every((c) => c.companyGuid === FABRIKAM)).toBe(true);
    expect((await api('partner', 'GET', '/restapi/Alarm/GetCompanyConditions')).status).toBe(404);
    expect(
      (await api('partner', 'GET', '/restapi/Alarm/GetCompanyConditions', { scope: fabrikam })).body
        .totalCount,
    ).toBe(10);
    expect(
      (await api('global', 'GET', '/restapi/Alarm/GetCompanyConditions', { scope: fabrikam })).status,
    ).toBe(403);
    const auditor = await api('siteAuditor', 'GET', '/restapi/Alarm/GetAlarmConditions', {
      query: { kind: 'Security' },
    });
    expect(auditor.body.entityData.map((c) => c.conditionId)).toEqual([301, 302, 303, 304, 305, 306]);
  });

  it("checks a condition against the form's schema (schemas/alarm-condition-form), naming each field", async () => {
    const r = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: unchecked({
        name: '',
        categoryId: 11,
        enabled: true,
        threshold: 0,
        windowMinutes: 10081,
        severity: 'Critical',
        notifyEmails: ['not an address'],
      }),
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/name', messageKey: 'validation.alarmCondition.name.required' }),
        expect.objectContaining({
          field: '/threshold',
          messageKey: 'validation.alarmCondition.threshold.range',
        }),
        expect.objectContaining({
          field: '/windowMinutes',
          messageKey: 'validation.alarmCondition.windowMinutes.range',
        }),
        expect.objectContaining({
          field: '/notifyEmails/0',
          messageKey: 'validation.alarmCondition.notifyEmails.email',
        }),
      ]),
    );
  });

  it('creates, updates, enables and removes security conditions of the company', async () => {
    const created = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: {
        conditionId: null,
        name: 'Malicious file blocked in Finance',
        description: 'Malicious files blocked on the finance desktops.',
        categoryId: 11,
        enabled: true,
        threshold: 1,
        windowMinutes: 5,
        severity: 'Critical',
        notifyEmails: ['it-security@fabrikam.example', 'finance-it@fabrikam.example'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.entityData).toMatchObject({
      conditionId: 311,
      kind: 'Security',
      companyGuid: FABRIKAM,
      notifyEmails: ['it-security@fabrikam.example', 'finance-it@fabrikam.example'],
    });
    const updated = await api('site', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: {
        conditionId: 303,
        name: 'Same file blocked 50 times in a day',
        description: 'One sha256 blocked repeatedly on one endpoint.',
        categoryId: 13,
        enabled: true,
        threshold: 100,
        windowMinutes: 1440,
        severity: 'High',
        notifyEmails: ['it-security@fabrikam.example'],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.entityData.threshold).toBe(100);
    const toSystem = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: {
        conditionId: 303,
        name: 'x',
        categoryId: 31,
        enabled: true,
        threshold: 1,
        windowMinutes: 5,
        severity: 'Low',
        notifyEmails: [],
      },
    });
    expect(toSystem.status).toBe(403);
    const enabled = await api('group', 'PUT', '/restapi/Alarm/UpdateConditionStatus', {
      payload: {
        conditionId: 306,
        enabled: true,
      },
    });
    expect(enabled.body.entityData).toMatchObject({ conditionId: 306, enabled: true });
    const removed = await api('company', 'DELETE', '/restapi/Alarm/RemoveCondition', {
      query: { conditionId: 307 },
    });
    expect(removed.status).toBe(200);
    const conditions = (await api('company', 'GET', '/restapi/Alarm/GetCompanyConditions')).body.entityData;
    expect(conditions.map((c) => c.conditionId)).toEqual([301, 302, 303, 304, 305, 306, 308, 309, 310, 311]);
    // The alerts of a removed condition keep their history.
    const alerts = (
      await api('company', 'POST', '/restapi/Alarm/ListAlarms', {
        payload: list({ search: 'FAB-ENG-LT107 offline' }),
      })
    ).body.entityData;
    expect(alerts.find((a) => a.alarmId === 60104)).toMatchObject({
      conditionId: 307,
      conditionName: 'Agent offline for 24 hours',
    });
  });

  it('lets only the Global admin read, write, enable and remove System and LiveSite conditions', async () => {
    const system = await api('global', 'GET', '/restapi/Alarm/GetAlarmConditions', {
      query: { kind: 'System' },
    });
    expect(system.body.entityData.map((c) => c.conditionId)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108,
    ]);
    expect(system.body.entityData.every((c) => c.companyGuid === null)).toBe(true);
    const live = await api('global', 'GET', '/restapi/Alarm/GetAlarmConditions', {
      query: { kind: 'LiveSite' },
    });
    expect(live.body.totalCount).toBeGreaterThan(0);
    for (const who of ['partner', 'company', 'site', 'group'] as const) {
      const read = await api(who, 'GET', '/restapi/Alarm/GetAlarmConditions', {
        query: { kind: 'System' },
        scope: fabrikam,
      });
      expect(read.status).toBe(403);
      expect(read.body.message).toBe('Access to this resource on the server is denied !');
      expect(
        (
          await api(who, 'GET', '/restapi/Alarm/GetAlarmConditions', {
            query: { kind: 'LiveSite' },
            scope: fabrikam,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api(who, 'PUT', '/restapi/Alarm/UpdateConditionStatus', {
            payload: { conditionId: 108, enabled: true },
            scope: fabrikam,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api(who, 'DELETE', '/restapi/Alarm/RemoveCondition', {
            query: { conditionId: 105 },
            scope: fabrikam,
          })
        ).status,
      ).toBe(403);
      const write = await api(who, 'POST', '/restapi/Alarm/UpdateCondition', {
        payload: {
          conditionId: null,
          name: 'Disk',
          categoryId: 31,
          enabled: true,
          threshold: 1,
          windowMinutes: 5,
          severity: 'High',
          notifyEmails: [],
        },
        scope: fabrikam,
      });
      expect(write.status).toBe(403);
    }
    const created = await api('global', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: {
        conditionId: null,
        name: 'LRP disk above 90 %',
        description: 'Disk of a log relay point.',
        categoryId: 32,
        enabled: true,
        threshold: 1,
        windowMinutes: 15,
        severity: 'High',
        notifyEmails: ['noc@northwind-sec.example'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.entityData).toMatchObject({
      kind: 'System',
      companyGuid: null,
      name: 'LRP disk above 90 %',
    });
    const enabled = await api('global', 'PUT', '/restapi/Alarm/UpdateConditionStatus', {
      payload: {
        conditionId: 108,
        enabled: true,
      },
    });
    expect(enabled.body.entityData.enabled).toBe(true);
    const removed = await api('global', 'DELETE', '/restapi/Alarm/RemoveCondition', {
      query: { conditionId: 105 },
    });
    expect(removed.body.entityData).toEqual({ conditionId: 105 });
    const after = await api('global', 'GET', '/restapi/Alarm/GetAlarmConditions', {
      query: { kind: 'System' },
    });
    expect(after.body.entityData.map((c) => c.conditionId)).toContain(created.body.entityData.conditionId);
    expect(after.body.entityData.map((c) => c.conditionId)).not.toContain(105);
    expect(after.body.entityData.find((c) => c.conditionId === 108)!.enabled).toBe(true);
    // The Global admin does not configure company conditions.
    expect(
      (
        await api('global', 'GET', '/restapi/Alarm/GetAlarmConditions', {
          query: { kind: 'Security' },
          scope: fabrikam,
        })
      ).status,
    ).toBe(403);
  });

  it('refuses auditors, unknown categories and other companies’ conditions', async () => {
    const body = {
      conditionId: null,
      name: 'Auditor',
      categoryId: 11,
      enabled: true,
      threshold: 1,
      windowMinutes: 5,
      severity: 'Low' as const,
      notifyEmails: [] as string[],
    };
    expect(
      (await api('groupAuditor', 'POST', '/restapi/Alarm/UpdateCondition', { payload: body })).status,
    ).toBe(403);
    expect(
      (await api('siteAuditor', 'DELETE', '/restapi/Alarm/RemoveCondition', { query: { conditionId: 301 } }))
        .status,
    ).toBe(403);
    const unknown = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: unchecked({ ...body, categoryId: 99 }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]!.field).toBe('/categoryId');
    const [tokyo] = await sb.db.query<{ id: number }>(
      'select id from alarm_conditions where company_id = 1003 order by id limit 1',
    );
    const someoneElse = await api('company', 'PUT', '/restapi/Alarm/UpdateConditionStatus', {
      payload: {
        conditionId: tokyo!.id,
        enabled: false,
      },
    });
    expect(someoneElse.status).toBe(404);
    const viaHeader = await api('company', 'PUT', '/restapi/Alarm/UpdateConditionStatus', {
      payload: { conditionId: tokyo!.id, enabled: false },
      scope: { 'x-company-guid': TOKYO },
    });
    expect(viaHeader.status).toBe(403);
    const invalidEmail = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: unchecked({
        ...body,
        notifyEmails: ['not-an-email'],
      }),
    });
    expect(invalidEmail.status).toBe(400);
  });
});
