// Every area's queryOptions factories over one client, for the router context: loaders call
// `queryClient.ensureQueryData(api.tenants.companies(params))`, components `useQuery(...)`.
import type { ApiClient } from '../client';
import type { ScopeSelection } from '../../domain/scope-selection';
import { agentQueries } from './agent';
import { alarmQueries } from './alarm';
import { computerQueries } from './computer';
import { createQueryContext } from './context';
import { dashboardQueries } from './dashboard';
import { inspectionQueries } from './inspection';
import { policyReviewQueries } from './policy-review';
import { savedFilterQueries } from './saved-filter';
import { serverQueries } from './server';
import { sessionQueries } from './session';
import { settingsQueries } from './settings';
import { tenantQueries } from './tenants';
import { userQueries } from './users';

export function createApiQueries(client: ApiClient, getSelection: () => ScopeSelection) {
  const context = createQueryContext(client, getSelection);
  return {
    session: sessionQueries(context),
    tenants: tenantQueries(context),
    users: userQueries(context),
    settings: settingsQueries(context),
    dashboard: dashboardQueries(context),
    inspection: inspectionQueries(context),
    policyReview: policyReviewQueries(context),
    alarm: alarmQueries(context),
    computer: computerQueries(context),
    server: serverQueries(context),
    agent: agentQueries(context),
    savedFilter: savedFilterQueries(context),
  };
}

export type ApiQueries = ReturnType<typeof createApiQueries>;
