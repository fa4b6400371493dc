// The Agent area of the sandbox: agent main settings per group, template or company (read,
// save, reset), role-policy templates, event policies and the ignore-event and event-severity
// rules of agms groups and templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { components } from '../../src/gen/openapi.gen';
import { signInClient, unchecked, type SandboxClient } from './support/client';
import {
  ROLE_ACCOUNTS,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  KIOSKS,
  TOKYO,
  TOKYO_KEIRI,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

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
} as const;

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('agent main settings', () => {
  it('reads the stored settings of a group', async () => {
    const r = await api('group', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      query: { groupGuid: FINANCE },
    });
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
    const byHeader = await api('site', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      scope: {
        'x-company-guid': FABRIKAM,
        'x-group-guid': FINANCE,
      },
    });
    expect(byHeader.body.entityData.agentMainId).toBe(612);
  });

  it('creates the defaults of a template or company the first time, once', async () => {
    const first = await api('company', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      query: { templateId: 42 },
    });
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
    const again = await api('company', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      query: { templateId: 42 },
    });
    expect(again.body.entityData.agentMainId).toBe(first.body.entityData.agentMainId);
    const company = await api('company', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain');
    expect(company.body.entityData).toMatchObject({ groupGuid: null, templateId: null, isDefault: true });
    expect(company.body.entityData.agentMainId).not.toBe(first.body.entityData.agentMainId);
  });

  it('saves and resets the settings of a group', async () => {
    const saved = await api('group', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
      payload: {
        groupGuid: ENGINEERING,
        ...SETTINGS,
      },
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
    const read = await api('group', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      query: { groupGuid: ENGINEERING },
    });
    expect(read.body.entityData).toMatchObject({
      agentMainId: saved.body.entityData.agentMainId,
      maxLogFolderSize: 1024,
    });
    const reset = await api('group', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
      payload: {
        groupGuid: ENGINEERING,
      },
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
    const saved = await api('company', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
      payload: {
        templateId: 43,
        ...SETTINGS,
      },
    });
    expect(saved.body.entityData).toMatchObject({
      templateId: 43,
      isDefault: false,
      updatedBy: 'Marcus Webb',
    });
    const reset = await api('company', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
      payload: {
        templateId: 43,
      },
    });
    expect(reset.body.entityData.isDefault).toBe(true);
    expect(
      (
        await api('site', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          query: { templateId: 42 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('group', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
          payload: { templateId: 43 },
        })
      ).status,
    ).toBe(403);
    // Tokyo's own template is not Fabrikam's.
    expect(
      (
        await api('company', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          query: { templateId: 47 },
        })
      ).status,
    ).toBe(404);
  });

  it('validates the form and keeps roles within their scope', async () => {
    const bad = await api('group', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
      payload: unchecked({
        groupGuid: FINANCE,
        ...SETTINGS,
        debugLogHours: 49,
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0]!.messageKey).toBe('validation.agentSettings.debugLogHours.range');
    expect(
      (
        await api('group', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          query: { groupGuid: TOKYO_KEIRI },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('group', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          query: { groupGuid: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('groupAuditor', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          query: { groupGuid: FINANCE },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('siteAuditor', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
          payload: { groupGuid: FINANCE, ...SETTINGS },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('company', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
          scope: {
            'x-company-guid': TOKYO,
          },
        })
      ).status,
    ).toBe(403);
    const tokyo = await api('global', 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain', {
      query: { groupGuid: TOKYO_KEIRI },
    });
    expect(tokyo.body.entityData.companyGuid).toBe(TOKYO);
  });
});

describe('templates and event policies', () => {
  it('lists the global templates and the company’s own', async () => {
    const r = await api('company', 'GET', '/restapi/agms/TemplatePolicy');
    const ids = r.body.entityData.map((t) => t.templateId);
    expect(ids).toEqual(expect.arrayContaining([41, 42, 43, 44, 45, 46, 48, 49]));
    expect(ids).not.toContain(47);
    expect(r.body.entityData.find((t) => t.templateId === 44)!.templateType).toBe(2);
    const one = await api('company', 'GET', '/restapi/agms/TemplatePolicy', { query: { templateId: 42 } });
    expect(one.body.totalCount).toBe(1);
    expect(
      (await api('company', 'GET', '/restapi/agms/TemplatePolicy', { query: { templateId: 47 } })).status,
    ).toBe(404);
    expect((await api('groupAuditor', 'GET', '/restapi/agms/TemplatePolicy')).status).toBe(403);
  });

  it('lists the event policies of an agms group, or the defaults', async () => {
    const r = await api('group', 'GET', '/restapi/agms/EventPolicy', { query: { groupGuid: FINANCE } });
    expect(r.body.totalCount).toBe(8);
    expect(r.body.entityData[0]).toMatchObject({
      policyId: 1,
      name: 'Ignore Events Filter Policy',
      enabled: true,
    });
    expect(r.body.entityData.every((p) => typeof p.updatedOn === 'string')).toBe(true);
    const template = await api('company', 'GET', '/restapi/agms/EventPolicy', { query: { templateId: 44 } });
    expect(template.body.totalCount).toBe(8);
    expect(
      (await api('company', 'GET', '/restapi/agms/EventPolicy', { query: { groupGuid: KIOSKS } })).status,
    ).toBe(404);
  });
});

describe('ignore-event and event-severity rules', () => {
  it('lists the ignore-event rules of a group', async () => {
    const r = await api('group', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: FINANCE } });
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
    const r = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: {
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
      },
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
    const del = await api('group', 'DELETE', '/restapi/agms/IgnoreEvents/Delete', { query: { ruleId: 706 } });
    expect(del.body.entityData).toEqual({ ruleId: 706 });
    const after = await api('group', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: FINANCE } });
    expect(after.body.entityData.map((x) => x.ruleId)).not.toContain(706);
    expect(after.body.totalCount).toBe(10);
  });

  it('refuses rules without names, conditions or rules, and rules of another scope', async () => {
    const blank = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [
          {
            ruleName: '   ',
            eventTypeName: 'ExecutionBlocked',
            conditions: [{ property: 'fileName', operator: 'equals', value: 'a.exe' }],
          },
        ],
      }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors![0]).toMatchObject({
      field: '/rules/0/ruleName',
      messageKey: 'validation.ignoreEvents.ruleName.required',
    });
    const none = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({ groupGuid: FINANCE, rules: [] }),
    });
    expect(none.body.errors![0]!.messageKey).toBe('validation.ignoreEvents.noRules');
    const noConditions = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [{ ruleName: 'x', eventTypeName: 'ExecutionBlocked', conditions: [] }],
      }),
    });
    expect(noConditions.body.errors![0]!.messageKey).toBe('validation.ignoreEvents.noConditions');
    const engineering = (
      await api('group', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: ENGINEERING } })
    ).body.entityData;
    expect(engineering.length).toBeGreaterThan(0);
    const moved = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: {
        groupGuid: FINANCE,
        rules: [
          {
            ruleId: engineering[0]!.ruleId,
            ruleName: 'Stolen',
            eventTypeName: 'ExecutionBlocked',
            conditions: [{ property: 'fileName', operator: 'equals', value: 'a.exe' }],
          },
        ],
      },
    });
    expect(moved.status).toBe(404);
  });

  it('keeps agms rules to agms groups, the right roles and the scope', async () => {
    expect(
      (await api('company', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: KIOSKS } })).status,
    ).toBe(404);
    expect(
      (await api('groupAuditor', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: FINANCE } }))
        .status,
    ).toBe(403);
    expect(
      (await api('group', 'GET', '/restapi/agms/IgnoreEvents', { query: { groupGuid: TOKYO_KEIRI } })).status,
    ).toBe(403);
    expect(
      (await api('group', 'GET', '/restapi/agms/IgnoreEvents', { query: { templateId: 42 } })).status,
    ).toBe(403);
    expect(
      (await api('groupAuditor', 'DELETE', '/restapi/agms/IgnoreEvents/Delete', { query: { ruleId: 702 } }))
        .status,
    ).toBe(403);
    const [tokyoRule] = await sb.db.query<{ id: number }>(
      'select id from ignore_event_rules where company_id = 1003 order by id limit 1',
    );
    expect(
      (
        await api('company', 'DELETE', '/restapi/agms/IgnoreEvents/Delete', {
          query: { ruleId: tokyoRule!.id },
        })
      ).status,
    ).toBe(404);
    const template = await api('company', 'GET', '/restapi/agms/IgnoreEvents', { query: { templateId: 42 } });
    expect(template.status).toBe(200);
    expect(template.body.entityData.every((x) => x.templateId === 42 && x.groupGuid === null)).toBe(true);
  });

  it('lists, saves and deletes event-severity rules', async () => {
    const r = await api('group', 'GET', '/restapi/agms/SeverityEvents', {
      scope: {
        'x-company-guid': FABRIKAM,
        'x-group-guid': FINANCE,
      },
    });
    expect(r.body.entityData.map((x) => x.ruleId)).toEqual([801, 802, 803, 804, 805, 806, 807, 808, 809]);
    const saved = await api('group', 'POST', '/restapi/agms/SeverityEvents/Update', {
      payload: {
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
      },
    });
    expect(saved.body.message).toBe('Event Severity Policy was updated successfully');
    expect(saved.body.entityData.find((x) => x.ruleId === 804)!.severity).toBe('High');
    expect(saved.body.entityData.find((x) => x.ruleId === 810)).toMatchObject({
      ruleName: 'Script hosts from mail',
      severity: 'Critical',
    });
    const bad = await api('group', 'POST', '/restapi/agms/SeverityEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [
          {
            ruleName: 'x',
            severity: 'Urgent',
            conditions: [{ property: 'fileName', operator: 'equals', value: 'a' }],
          },
        ],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0]!.messageKey).toBe('validation.severityEvents.severity.enum');
    const del = await api('company', 'DELETE', '/restapi/agms/SeverityEvents/Delete', {
      query: { ruleId: 807 },
    });
    expect(del.status).toBe(200);
    expect(
      (await api('company', 'GET', '/restapi/agms/SeverityEvents', { query: { groupGuid: FINANCE } })).body
        .totalCount,
    ).toBe(9);
    const template = await api('company', 'POST', '/restapi/agms/SeverityEvents/Update', {
      payload: {
        templateId: 41,
        rules: [
          {
            ruleName: 'Downloads folder executables',
            severity: 'High',
            conditions: [{ property: 'filePath', operator: 'contains', value: '\\Downloads\\' }],
          },
        ],
      },
    });
    expect(template.body.entityData).toEqual([
      expect.objectContaining({ templateId: 41, groupGuid: null, severity: 'High' }),
    ]);
  });
});

describe('resetting the settings of the scope', () => {
  it('resets the selected company’s settings with an empty body, for company roles only', async () => {
    const saved = await api('company', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
      payload: {
        ...SETTINGS,
        debugLogHours: 6,
      },
    });
    expect(saved.body.entityData).toMatchObject({ groupGuid: null, templateId: null, debugLogHours: 6 });
    const reset = await api('company', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', { payload: {} });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Settings has been updated!');
    expect(reset.body.entityData).toMatchObject({
      agentMainId: saved.body.entityData.agentMainId,
      debugLogHours: 0,
      isDefault: true,
    });
    // The selected group decides for a group admin; a site admin has no company settings.
    const group = await api('group', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
      payload: {},
      scope: {
        'x-company-guid': FABRIKAM,
        'x-group-guid': FINANCE,
      },
    });
    expect(group.body.entityData.groupGuid).toBe(FINANCE);
    expect(
      (
        await api('site', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
          payload: {},
          scope: { 'x-company-guid': FABRIKAM },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('company', 'POST', '/restapi/AgentMain/ResetToDefaultAgentMain', {
          payload: unchecked({
            groupGuid: FINANCE,
            templateId: 42,
          }),
        })
      ).status,
    ).toBe(400);
  });
});

// Spec section 5, straight to the API: the bad values the forms refuse get a 400 with the
// message key the form shows (the e2e tests see the same keys' English texts).
describe('the agent and event-rule form rules on the server', () => {
  const keysOf = (reply: { body: { errors?: components['schemas']['FieldError'][] } }) =>
    reply.body.errors?.map((e) => e.messageKey);

  it.each([
    ['debugLogHours', -1, 'validation.agentSettings.debugLogHours.range'],
    ['debugLogHours', 49, 'validation.agentSettings.debugLogHours.range'],
    ['debugLogFolderSize', 9, 'validation.agentSettings.debugLogFolderSize.range'],
    ['debugLogFolderSize', 501, 'validation.agentSettings.debugLogFolderSize.range'],
  ])('refuses %s %d with %s', async (field, value, key) => {
    const reply = await api('company', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
      payload: unchecked({ ...SETTINGS, [field]: value }),
    });
    expect(reply.status).toBe(400);
    expect(keysOf(reply)).toEqual([key]);
  });

  it('takes the edges: 0 and 48 debug log hours, 10 and 500 MB', async () => {
    for (const edge of [
      { debugLogHours: 0, debugLogFolderSize: 10 },
      { debugLogHours: 48, debugLogFolderSize: 500 },
    ]) {
      const reply = await api('company', 'POST', '/restapi/AgentMain/UpdateAgentMain', {
        payload: {
          ...SETTINGS,
          ...edge,
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.entityData).toMatchObject(edge);
    }
  });

  const condition = { property: 'fileName', operator: 'equals', value: 'a.exe' };

  it('refuses an ignore rule without an event type name, or a condition without property or operator', async () => {
    const noType = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [{ ruleName: 'x', conditions: [condition] }],
      }),
    });
    expect(noType.status).toBe(400);
    expect(keysOf(noType)).toEqual(['validation.ignoreEvents.eventTypeName.required']);
    const noProperty = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [
          {
            ruleName: 'x',
            eventTypeName: 'ExecutionBlocked',
            conditions: [{ operator: 'equals', value: 'a' }],
          },
        ],
      }),
    });
    expect(keysOf(noProperty)).toEqual(['validation.ignoreEvents.property.required']);
    const noOperator = await api('group', 'POST', '/restapi/agms/IgnoreEvents/Update', {
      payload: unchecked({
        groupGuid: FINANCE,
        rules: [
          {
            ruleName: 'x',
            eventTypeName: 'ExecutionBlocked',
            conditions: [{ property: 'fileName', value: 'a' }],
          },
        ],
      }),
    });
    expect(keysOf(noOperator)).toEqual(['validation.ignoreEvents.operator.required']);
  });

  it('refuses a severity rule without severity, property or operator, and severity rules without rules or conditions', async () => {
    const save = (rules: unknown[]) =>
      api('group', 'POST', '/restapi/agms/SeverityEvents/Update', {
        payload: unchecked({ groupGuid: FINANCE, rules }),
      });
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
