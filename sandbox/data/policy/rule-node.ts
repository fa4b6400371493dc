// The node a rule from evidence applies to (issue 28): named by its type and guid, resolved like
// scope headers within the session's bounds (never beyond its tenant), with the scope its events
// are counted in and the level of the block it goes into.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { resolveScope, ScopeForbidden, type Scope, type ScopeHeaders } from '../../http/scope';
import type { PolicyLevel } from './blocks';
import { nodeInfo, type NodeInfo } from './nodes';

type ScopeType = components['schemas']['PolicyRuleScopeType'];

export interface RuleNode {
  info: NodeInfo;
  /** The session's scope narrowed to the node: what the impact counts. */
  scope: Scope;
  level: PolicyLevel;
}

const NO_HEADERS: ScopeHeaders = { partnerGuid: null, companyGuid: null, siteGuid: null, groupGuid: null };

/** The node, or null when it does not exist or lies outside the session's bounds (a 404). */
export async function ruleNode(
  db: Queryable,
  principal: Principal,
  scopeType: ScopeType,
  scopeGuid: string,
): Promise<RuleNode | null> {
  let scope: Scope;
  try {
    scope = await resolveScope(db, principal, { ...NO_HEADERS, [`${scopeType}Guid`]: scopeGuid });
  } catch (error) {
    if (error instanceof ScopeForbidden) return null;
    throw error;
  }
  const id = { partner: scope.partnerId, company: scope.companyId, site: scope.siteId, group: scope.groupId }[
    scopeType
  ];
  const info = id === null ? null : await nodeInfo(db, { type: scopeType, id });
  if (!info) return null;
  return { info, scope, level: scopeType === 'partner' ? 'serviceProvider' : 'local' };
}
