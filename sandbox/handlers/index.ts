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
import { policyTopologySubtreeHandlers } from './policy-topology-subtree';
import { policyIconHandlers } from './policy-icons';
import { searchHandlers } from './search';
import { changeHistoryHandlers } from './change-history';
import { withChangeRecording } from '../data/change-history/recorded-writes';
import { policyRuleHandlers } from './policy-rules';

const areaHandlers: HandlerMap = {
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
  ...policyTopologySubtreeHandlers,
  ...policyIconHandlers,
  ...searchHandlers,
  ...changeHistoryHandlers,
  ...policyRuleHandlers,
};

// Every write the contract marks with x-change-history records its changes (data/change-history/recorded-writes.ts).
// SANDBOX_CHANGE_HISTORY=off records nothing: only for bench:sandbox's figure of what recording costs.
export const handlers: HandlerMap =
  process.env.SANDBOX_CHANGE_HISTORY === 'off' ? areaHandlers : withChangeRecording(areaHandlers);
