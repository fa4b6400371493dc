// bench:sandbox's change history scenarios (BENCH_ONLY=history): the change log and an entity's
// history read by 8 clients, and a recorded write, measured once with recording and once on a
// sandbox started with SANDBOX_CHANGE_HISTORY=off, for what recording costs a write.
import type { ReadScenario } from './under-load';

const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
};
const companyHeaders = {
  'x-partner-guid': FABRIKAM.partner,
  'x-company-guid': FABRIKAM.company,
  'x-site-guid': '',
  'x-group-guid': '',
};
const globalHeaders = { 'x-partner-guid': '', 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' };
const ENTITY_TYPES = ['Alert', 'AgentSettings', 'Server', 'AlertCondition'];

export const historyReads: ReadScenario[] = [
  {
    name: 'change log: a company, newest first',
    account: 'company.admin@sandbox.test',
    headers: companyHeaders,
    request: (i) => ({
      method: 'POST',
      path: '/restapi/ChangeHistory/ListChanges',
      body: { page: 1 + (i % 5), pageSize: 50, sortColumn: 'changedAt', sortDir: 'desc' },
    }),
  },
  {
    name: 'change log: every tenant, one entity type',
    account: 'global.admin@sandbox.test',
    headers: globalHeaders,
    request: (i) => ({
      method: 'POST',
      path: '/restapi/ChangeHistory/ListChanges',
      body: { page: 1 + (i % 3), pageSize: 50, entityType: ENTITY_TYPES[i % ENTITY_TYPES.length] },
    }),
  },
  {
    name: 'change log: one author, a month',
    account: 'company.admin@sandbox.test',
    headers: companyHeaders,
    request: () => ({
      method: 'POST',
      path: '/restapi/ChangeHistory/ListChanges',
      body: {
        page: 1,
        pageSize: 50,
        authorEmail: 'company.admin@sandbox.test',
        dateRange: {
          startDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
          endDate: new Date().toISOString(),
        },
      },
    }),
  },
  {
    name: "an entity's history (SMTP settings)",
    account: 'company.admin@sandbox.test',
    headers: companyHeaders,
    request: () => ({
      method: 'GET',
      path: '/restapi/ChangeHistory/GetEntityHistory?entityType=Settings&entityId=EmailSettings',
    }),
  },
];

/** A recorded write: a Fabrikam alert condition switched off and on. */
export const recordedWrite: ReadScenario = {
  name: 'write: alert condition on/off',
  account: 'company.admin@sandbox.test',
  headers: companyHeaders,
  request: (i) => ({
    method: 'PUT',
    path: '/restapi/Alarm/UpdateConditionStatus',
    body: { conditionId: 306, enabled: i % 2 === 0 },
  }),
};
