// Every operation's handler, by operationId, one module per area.
import type { HandlerMap } from '../http/types';
import { sessionHandlers } from './session';
import { tenantsHandlers } from './tenants';
import { usersHandlers } from './users';
import { settingsHandlers } from './settings';
import { dashboardHandlers } from './dashboard';
import { inspectionHandlers } from './inspection';
import { computerHandlers } from './computer';
import { policyReviewHandlers } from './policy-review';
import { policyCompareHandlers } from './policy-compare';
import { alarmHandlers } from './alarm';
import { serverHandlers } from './server';
import { agentHandlers } from './agent';
import { savedFilterHandlers } from './saved-filter';
import { userSessionHandlers } from './user-sessions';
import { policyBlockHandlers } from './policy-blocks';
import { policyDraftHandlers } from './policy-drafts';
import { policyBlockLifecycleHandlers } from './policy-block-lifecycle';
import { policyEffectiveHandlers } from './policy-effective';
import { policyElectiveHandlers } from './policy-electives';
import { policyTopologyHandlers } from './policy-topology';
import { policyIconHandlers } from './policy-icons';
import { policyRuleHandlers } from './policy-rules';

export const handlers: HandlerMap = {
  ...sessionHandlers,
  ...tenantsHandlers,
  ...usersHandlers,
  ...settingsHandlers,
  ...dashboardHandlers,
  ...inspectionHandlers,
  ...computerHandlers,
  ...policyReviewHandlers,
  ...policyCompareHandlers,
  ...alarmHandlers,
  ...serverHandlers,
  ...agentHandlers,
  ...savedFilterHandlers,
  ...userSessionHandlers,
  ...policyBlockHandlers,
  ...policyDraftHandlers,
  ...policyBlockLifecycleHandlers,
  ...policyEffectiveHandlers,
  ...policyElectiveHandlers,
  ...policyTopologyHandlers,
  ...policyIconHandlers,
  ...policyRuleHandlers,
};
