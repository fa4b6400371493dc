// The Agent area of the sandbox: agent main settings per group, template or company (read,
// save, reset), role-policy templates, event policies and the ignore-event and event-severity
// rules of agms groups and templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const TOKYO = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003';
const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';
const ENGINEERING = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
const KIOSKS = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3003'; // not an agms group
const TOKYO_KEIRI = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3004';

const USERS = {
  global: 'global.admin@sandbox.test',
  partner: 'partner.admin@sandbox.test',
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
} as const;
type Who = keyof typeof USERS;

interface Settings {
  agentMainId: number;
  companyGuid: string;
  groupGuid: string | null;
  templateId: number | null;
  policyPollingInterval: number;
  debugLogHours: number;
  summaryMode: boolean;
  isDefault: boolean;
  updatedBy: string | null;
}
interface Rule {
  ruleId: number;
  ruleName: string;
  eventTypeName?: string;
  severity?: string;
  conditions: Array<{ property: string; operator: string; value: string }>;
  templateId: number | null;
  groupGuid: string | null;
}
interface Reply<T = unknown> {
  status: number;
  body: {
    isSuccess: boolean;
    message: string | null;
    entityData: T;
    totalCount?: number;
    errors?: Array<{ field: string; messageKey: string }>;
  };
}

async function call<T = unknown>(
  who: Who,
  method: string,
  path: string,
  payload?: unknown,
  scope: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await sb.app.inject({
    method: method as 'GET',
    url: `/restapi/${path}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1', ...scope },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const body = res.json();
  await expectMatchesContract(`/restapi/${path.split('?')[0]}`, method, res.statusCode, body);
  return { status: res.statusCode, body };
}

const SETTINGS = {
  policyPollingInterval: 180,
  logPostingInterval: 60,
  maxLogFolderSize: 1024,
  logSeverity: 'Information',
  summaryMode: true,
  encryptionMethod: 'AES128',
  reportProcessHash: true,
  reportProcessTree: false,
  reportPublisherInfo: true,
  encryptLogs: true,
  debugLogHours: 24,
  debugLogSeverity: 'Verbose',
  debugLogFolderSize: 300,
};

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
});
afterAll(async () => {
  await sb?.close();
});

describe('agent main settings', () => {
  it('reads the stored settings of a group', async () => {
    const r = await call<Settings>(
      'group',
      'GET',
      `AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${FINANCE}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({
      agentMainId: 612,
      companyGuid: FABRIKAM,
      groupGuid: FINANCE,
      templateId: null,
      policyPollingInterval: 180,
      debugLogHours: 12,
      isDefault: false,
      updatedBy: 'Chloe Dubois',
    });
    // The selected group decides without a parameter.
    const byHeader = await call<Settings>('site', 'GET', 'AgentMain/GetOrCreateDefaultAgentMain', undefined, {
      'x-company-guid': FABRIKAM,
      'x-group-guid': FINANCE,
    });
    expect(byHeader.body.entityData.agentMainId).toBe(612);
  });

  it('creates the defaults of a template or company the first time, once', async () => {
    const first = await call<Settings>(
      'company',
      'GET',
      'AgentMain/GetOrCreateDefaultAgentMain?templateId=42',
    );
    expect(first.status).toBe(200);
    expect(first.body.entityData).toMatchObject({
      companyGuid: FABRIKAM,
      groupGuid: null,
      templateId: 42,
      policyPollingInterval: 300,
      debugLogHours: 0,
      isDefault: true,
      updatedBy: null,
    });
    const again = await call<Settings>(
      'company',
      'GET',
      'AgentMain/GetOrCreateDefaultAgentMain?templateId=42',
    );
    expect(again.body.entityData.agentMainId).toBe(first.body.entityData.agentMainId);
    const company = await call<Settings>('company', 'GET', 'AgentMain/GetOrCreateDefaultAgentMain');
    expect(company.body.entityData).toMatchObject({ groupGuid: null, templateId: null, isDefault: true });
    expect(company.body.entityData.agentMainId).not.toBe(first.body.entityData.agentMainId);
  });

  it('saves and resets the settings of a group', async () => {
    const saved = await call<Settings>('group', 'POST', 'AgentMain/UpdateAgentMain', {
      groupGuid: ENGINEERING,
      ...SETTINGS,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Settings has been updated!');
    expect(saved.body.entityData).toMatchObject({
      groupGuid: ENGINEERING,
      policyPollingInterval: 180,
      debugLogHours: 24,
      summaryMode: true,
      isDefault: false,
      updatedBy: 'Chloe Dubois',
    });
    const read = await call<Settings>(
      'group',
      'GET',
      `AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${ENGINEERING}`,
    );
    expect(read.body.entityData).toMatchObject({
      agentMainId: saved.body.entityData.agentMainId,
      maxLogFolderSize: 1024,
    });
    const reset = await call<Settings>('group', 'POST', 'AgentMain/ResetToDefaultAgentMain', {
      groupGuid: ENGINEERING,
    });
    expect(reset.body.entityData).toMatchObject({
      agentMainId: saved.body.entityData.agentMainId,
      policyPollingInterval: 300,
      debugLogHours: 0,
      summaryMode: false,
      isDefault: true,
      updatedBy: 'Chloe Dubois',
    });
  });

  it('saves and resets template settings for company roles only', async () => {
    const saved = await call<Settings>('company', 'POST', 'AgentMain/UpdateAgentMain', {
      templateId: 43,
      ...SETTINGS,
    });
    expect(saved.body.entityData).toMatchObject({
      templateId: 43,
      isDefault: false,
      updatedBy: 'Marcus Webb',
    });
    const reset = await call<Settings>('company', 'POST', 'AgentMain/ResetToDefaultAgentMain', {
      templateId: 43,
    });
    expect(reset.body.entityData.isDefault).toBe(true);
    expect((await call('site', 'GET', 'AgentMain/GetOrCreateDefaultAgentMain?templateId=42')).status).toBe(
      403,
    );
    expect(
      (await call('group', 'POST', 'AgentMain/ResetToDefaultAgentMain', { templateId: 43 })).status,
    ).toBe(403);
    // Tokyo's own template is not Fabrikam's.
    expect((await call('company', 'GET', 'AgentMain/GetOrCreateDefaultAgentMain?templateId=47')).status).toBe(
      404,
    );
  });

  it('validates the form and keeps roles within their scope', async () => {
    const bad = await call('group', 'POST', 'AgentMain/UpdateAgentMain', {
      groupGuid: FINANCE,
      ...SETTINGS,
      debugLogHours: 49,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0]!.messageKey).toBe('validation.agentSettings.debugLogHours.range');
    expect(
      (await call('group', 'GET', `AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${TOKYO_KEIRI}`)).status,
    ).toBe(403);
    expect(
      (
        await call(
          'group',
          'GET',
          'AgentMain/GetOrCreateDefaultAgentMain?groupGuid=00000000-0000-4000-8000-000000000000',
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('groupAuditor', 'GET', `AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${FINANCE}`))
        .status,
    ).toBe(403);
    expect(
      (await call('siteAuditor', 'POST', 'AgentMain/UpdateAgentMain', { groupGuid: FINANCE, ...SETTINGS }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('company', 'GET', 'AgentMain/GetOrCreateDefaultAgentMain', undefined, {
          'x-company-guid': TOKYO,
        })
      ).status,
    ).toBe(403);
    const tokyo = await call<Settings>(
      'global',
      'GET',
      `AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${TOKYO_KEIRI}`,
    );
    expect(tokyo.body.entityData.companyGuid).toBe(TOKYO);
  });
});

describe('templates and event policies', () => {
  it('lists the global templates and the company’s own', async () => {
    const r = await call<Array<{ templateId: number; templateType: number; companyGuid: string | null }>>(
      'company',
      'GET',
      'agms/TemplatePolicy',
    );
    const ids = r.body.entityData.map((t) => t.templateId);
    expect(ids).toEqual(expect.arrayContaining([41, 42, 43, 44, 45, 46, 48, 49]));
    expect(ids).not.toContain(47);
    expect(r.body.entityData.find((t) => t.templateId === 44)!.templateType).toBe(2);
    const one = await call('company', 'GET', 'agms/TemplatePolicy?templateId=42');
    expect(one.body.totalCount).toBe(1);
    expect((await call('company', 'GET', 'agms/TemplatePolicy?templateId=47')).status).toBe(404);
    expect((await call('groupAuditor', 'GET', 'agms/TemplatePolicy')).status).toBe(403);
  });

  it('lists the event policies of an agms group, or the defaults', async () => {
    const r = await call<Array<{ policyId: number; name: string; enabled: boolean; updatedOn?: string }>>(
      'group',
      'GET',
      `agms/EventPolicy?groupGuid=${FINANCE}`,
    );
    expect(r.body.totalCount).toBe(8);
    expect(r.body.entityData[0]).toMatchObject({
      policyId: 1,
      name: 'Ignore Events Filter Policy',
      enabled: true,
    });
    expect(r.body.entityData.every((p) => typeof p.updatedOn === 'string')).toBe(true);
    const template = await call<Array<{ updatedOn?: string }>>(
      'company',
      'GET',
      'agms/EventPolicy?templateId=44',
    );
    expect(template.body.totalCount).toBe(8);
    expect((await call('company', 'GET', `agms/EventPolicy?groupGuid=${KIOSKS}`)).status).toBe(404);
  });
});

describe('ignore-event and event-severity rules', () => {
  it('lists the ignore-event rules of a group', async () => {
    const r = await call<Rule[]>('group', 'GET', `agms/IgnoreEvents?groupGuid=${FINANCE}`);
    expect(r.status).toBe(200);
    expect(r.body.entityData.map((x) => x.ruleId)).toEqual([
      701, 702, 703, 704, 705, 706, 707, 708, 709, 710,
    ]);
    expect(r.body.entityData[0]).toMatchObject({
      ruleName: 'Excel add-in loader noise',
      eventTypeName: 'DllLoadBlocked',
      groupGuid: FINANCE,
      templateId: null,
      conditions: [
        { property: 'processName', operator: 'equals', value: 'EXCEL.EXE' },
        {
          property: 'filePath',
          operator: 'startsWith',
          value: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\ADDINS\\',
        },
      ],
    });
  });

  it('updates rules with an id, adds those without, and deletes one', async () => {
    const r = await call<Rule[]>('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleId: 701,
          ruleName: 'Excel add-in loader noise (all add-ins)',
          eventTypeName: 'DllLoadBlocked',
          conditions: [{ property: 'processName', operator: 'equals', value: 'EXCEL.EXE' }],
        },
        {
          ruleName: 'Teams update helper',
          eventTypeName: 'ExecutionBlocked',
          conditions: [
            { property: 'fileName', operator: 'equals', value: 'Update.exe' },
            { property: 'filePath', operator: 'contains', value: '\\Microsoft\\Teams\\' },
          ],
        },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Ignore Events Filter Policy was updated successfully');
    expect(r.body.totalCount).toBe(11);
    expect(r.body.entityData.find((x) => x.ruleId === 701)).toMatchObject({
      ruleName: 'Excel add-in loader noise (all add-ins)',
      conditions: [{ property: 'processName', operator: 'equals', value: 'EXCEL.EXE' }],
    });
    expect(r.body.entityData.find((x) => x.ruleId === 711)).toMatchObject({
      ruleName: 'Teams update helper',
      groupGuid: FINANCE,
    });
    const del = await call<{ ruleId: number }>('group', 'DELETE', 'agms/IgnoreEvents/Delete?ruleId=706');
    expect(del.body.entityData).toEqual({ ruleId: 706 });
    const after = await call<Rule[]>('group', 'GET', `agms/IgnoreEvents?groupGuid=${FINANCE}`);
    expect(after.body.entityData.map((x) => x.ruleId)).not.toContain(706);
    expect(after.body.totalCount).toBe(10);
  });

  it('refuses rules without names, conditions or rules, and rules of another scope', async () => {
    const blank = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleName: '   ',
          eventTypeName: 'ExecutionBlocked',
          conditions: [{ property: 'fileName', operator: 'equals', value: 'a.exe' }],
        },
      ],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors![0]).toMatchObject({
      field: '/rules/0/ruleName',
      messageKey: 'validation.ignoreEvents.ruleName.required',
    });
    const none = await call('group', 'POST', 'agms/IgnoreEvents/Update', { groupGuid: FINANCE, rules: [] });
    expect(none.body.errors![0]!.messageKey).toBe('validation.ignoreEvents.noRules');
    const noConditions = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [{ ruleName: 'x', eventTypeName: 'ExecutionBlocked', conditions: [] }],
    });
    expect(noConditions.body.errors![0]!.messageKey).toBe('validation.ignoreEvents.noConditions');
    const engineering = (await call<Rule[]>('group', 'GET', `agms/IgnoreEvents?groupGuid=${ENGINEERING}`))
      .body.entityData;
    expect(engineering.length).toBeGreaterThan(0);
    const moved = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleId: engineering[0]!.ruleId,
          ruleName: 'Stolen',
          eventTypeName: 'ExecutionBlocked',
          conditions: [{ property: 'fileName', operator: 'equals', value: 'a.exe' }],
        },
      ],
    });
    expect(moved.status).toBe(404);
  });

  it('keeps agms rules to agms groups, the right roles and the scope', async () => {
    expect((await call('company', 'GET', `agms/IgnoreEvents?groupGuid=${KIOSKS}`)).status).toBe(404);
    expect((await call('groupAuditor', 'GET', `agms/IgnoreEvents?groupGuid=${FINANCE}`)).status).toBe(403);
    expect((await call('group', 'GET', `agms/IgnoreEvents?groupGuid=${TOKYO_KEIRI}`)).status).toBe(403);
    expect((await call('group', 'GET', 'agms/IgnoreEvents?templateId=42')).status).toBe(403);
    expect((await call('groupAuditor', 'DELETE', 'agms/IgnoreEvents/Delete?ruleId=702')).status).toBe(403);
    const [tokyoRule] = await sb.db.query<{ id: number }>(
      'select id from ignore_event_rules where company_id = 1003 order by id limit 1',
    );
    expect((await call('company', 'DELETE', `agms/IgnoreEvents/Delete?ruleId=${tokyoRule!.id}`)).status).toBe(
      404,
    );
    const template = await call<Rule[]>('company', 'GET', 'agms/IgnoreEvents?templateId=42');
    expect(template.status).toBe(200);
    expect(template.body.entityData.every((x) => x.templateId === 42 && x.groupGuid === null)).toBe(true);
  });

  it('lists, saves and deletes event-severity rules', async () => {
    const r = await call<Rule[]>('group', 'GET', 'agms/SeverityEvents', undefined, {
      'x-company-guid': FABRIKAM,
      'x-group-guid': FINANCE,
    });
    expect(r.body.entityData.map((x) => x.ruleId)).toEqual([801, 802, 803, 804, 805, 806, 807, 808, 809]);
    const saved = await call<Rule[]>('group', 'POST', 'agms/SeverityEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleId: 804,
          ruleName: 'Cloud sync tools',
          severity: 'High',
          conditions: [{ property: 'fileName', operator: 'equals', value: 'rclone.exe' }],
        },
        {
          ruleName: 'Script hosts from mail',
          severity: 'Critical',
          conditions: [
            { property: 'parentProcessName', operator: 'equals', value: 'OUTLOOK.EXE' },
            { property: 'processName', operator: 'equals', value: 'wscript.exe' },
          ],
        },
      ],
    });
    expect(saved.body.message).toBe('Event Severity Policy was updated successfully');
    expect(saved.body.entityData.find((x) => x.ruleId === 804)!.severity).toBe('High');
    expect(saved.body.entityData.find((x) => x.ruleId === 810)).toMatchObject({
      ruleName: 'Script hosts from mail',
      severity: 'Critical',
    });
    const bad = await call('group', 'POST', 'agms/SeverityEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleName: 'x',
          severity: 'Urgent',
          conditions: [{ property: 'fileName', operator: 'equals', value: 'a' }],
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0]!.messageKey).toBe('validation.severityEvents.severity.enum');
    const del = await call('company', 'DELETE', 'agms/SeverityEvents/Delete?ruleId=807');
    expect(del.status).toBe(200);
    expect(
      (await call<Rule[]>('company', 'GET', `agms/SeverityEvents?groupGuid=${FINANCE}`)).body.totalCount,
    ).toBe(9);
    const template = await call<Rule[]>('company', 'POST', 'agms/SeverityEvents/Update', {
      templateId: 41,
      rules: [
        {
          ruleName: 'Downloads folder executables',
          severity: 'High',
          conditions: [{ property: 'filePath', operator: 'contains', value: '\\Downloads\\' }],
        },
      ],
    });
    expect(template.body.entityData).toEqual([
      expect.objectContaining({ templateId: 41, groupGuid: null, severity: 'High' }),
    ]);
  });
});

describe('resetting the settings of the scope', () => {
  it('resets the selected company’s settings with an empty body, for company roles only', async () => {
    const saved = await call<Settings>('company', 'POST', 'AgentMain/UpdateAgentMain', {
      ...SETTINGS,
      debugLogHours: 6,
    });
    expect(saved.body.entityData).toMatchObject({ groupGuid: null, templateId: null, debugLogHours: 6 });
    const reset = await call<Settings>('company', 'POST', 'AgentMain/ResetToDefaultAgentMain', {});
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Settings has been updated!');
    expect(reset.body.entityData).toMatchObject({
      agentMainId: saved.body.entityData.agentMainId,
      debugLogHours: 0,
      isDefault: true,
    });
    // The selected group decides for a group admin; a site admin has no company settings.
    const group = await call<Settings>(
      'group',
      'POST',
      'AgentMain/ResetToDefaultAgentMain',
      {},
      {
        'x-company-guid': FABRIKAM,
        'x-group-guid': FINANCE,
      },
    );
    expect(group.body.entityData.groupGuid).toBe(FINANCE);
    expect(
      (await call('site', 'POST', 'AgentMain/ResetToDefaultAgentMain', {}, { 'x-company-guid': FABRIKAM }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('company', 'POST', 'AgentMain/ResetToDefaultAgentMain', {
          groupGuid: FINANCE,
          templateId: 42,
        })
      ).status,
    ).toBe(400);
  });
});

// Spec section 5, straight to the API: the bad values the forms refuse get a 400 with the
// message key the form shows (the e2e tests see the same keys' English texts).
describe('the agent and event-rule form rules on the server', () => {
  const keysOf = (reply: Reply) => reply.body.errors?.map((e) => e.messageKey);

  it.each([
    ['debugLogHours', -1, 'validation.agentSettings.debugLogHours.range'],
    ['debugLogHours', 49, 'validation.agentSettings.debugLogHours.range'],
    ['debugLogFolderSize', 9, 'validation.agentSettings.debugLogFolderSize.range'],
    ['debugLogFolderSize', 501, 'validation.agentSettings.debugLogFolderSize.range'],
  ])('refuses %s %d with %s', async (field, value, key) => {
    const reply = await call('company', 'POST', 'AgentMain/UpdateAgentMain', { ...SETTINGS, [field]: value });
    expect(reply.status).toBe(400);
    expect(keysOf(reply)).toEqual([key]);
  });

  it('takes the edges: 0 and 48 debug log hours, 10 and 500 MB', async () => {
    for (const edge of [
      { debugLogHours: 0, debugLogFolderSize: 10 },
      { debugLogHours: 48, debugLogFolderSize: 500 },
    ]) {
      const reply = await call<Settings>('company', 'POST', 'AgentMain/UpdateAgentMain', {
        ...SETTINGS,
        ...edge,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.entityData).toMatchObject(edge);
    }
  });

  const condition = { property: 'fileName', operator: 'equals', value: 'a.exe' };

  it('refuses an ignore rule without an event type name, or a condition without property or operator', async () => {
    const noType = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [{ ruleName: 'x', conditions: [condition] }],
    });
    expect(noType.status).toBe(400);
    expect(keysOf(noType)).toEqual(['validation.ignoreEvents.eventTypeName.required']);
    const noProperty = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleName: 'x',
          eventTypeName: 'ExecutionBlocked',
          conditions: [{ operator: 'equals', value: 'a' }],
        },
      ],
    });
    expect(keysOf(noProperty)).toEqual(['validation.ignoreEvents.property.required']);
    const noOperator = await call('group', 'POST', 'agms/IgnoreEvents/Update', {
      groupGuid: FINANCE,
      rules: [
        {
          ruleName: 'x',
          eventTypeName: 'ExecutionBlocked',
          conditions: [{ property: 'fileName', value: 'a' }],
        },
      ],
    });
    expect(keysOf(noOperator)).toEqual(['validation.ignoreEvents.operator.required']);
  });

  it('refuses a severity rule without severity, property or operator, and severity rules without rules or conditions', async () => {
    const save = (rules: unknown[]) =>
      call('group', 'POST', 'agms/SeverityEvents/Update', { groupGuid: FINANCE, rules });
    expect(keysOf(await save([{ ruleName: 'x', conditions: [condition] }]))).toEqual([
      'validation.severityEvents.severity.required',
    ]);
    expect(
      keysOf(
        await save([{ ruleName: 'x', severity: 'High', conditions: [{ operator: 'equals', value: 'a' }] }]),
      ),
    ).toEqual(['validation.severityEvents.property.required']);
    expect(
      keysOf(
        await save([{ ruleName: 'x', severity: 'High', conditions: [{ property: 'fileName', value: 'a' }] }]),
      ),
    ).toEqual(['validation.severityEvents.operator.required']);
    expect(keysOf(await save([]))).toEqual(['validation.severityEvents.noRules']);
    expect(keysOf(await save([{ ruleName: 'x', severity: 'High', conditions: [] }]))).toEqual([
      'validation.severityEvents.noConditions',
    ]);
  });
});
