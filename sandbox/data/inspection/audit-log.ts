// The audit log's list: a company's log, a partner's (its own entries and its companies'), or
// everything, filtered and searched.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

const AUDIT_SORT: ListSort = {
  columns: {
    timestamp: 'a.logged_at',
    userEmail: 'lower(a.user_email)',
    action: 'a.action',
  },
  fallback: { column: 'timestamp', dir: 'desc' },
  tiebreakers: ['a.logged_at', 'a.id'],
};

export function auditLogPage(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'Agsc_GetAuditLogs'>,
): Promise<Page<S['AuditLog']>> {
  const p = new Params();
  const parts: string[] = [];
  if (scope.companyId !== null) parts.push(`a.company_id = ${p.add(scope.companyId)}`);
  else if (scope.partnerId !== null) parts.push(`a.partner_id = ${p.add(scope.partnerId)}`);
  if (body.dateRange) {
    parts.push(`a.logged_at >= ${p.add(body.dateRange.startDate)}::timestamptz`);
    parts.push(`a.logged_at <= ${p.add(body.dateRange.endDate)}::timestamptz`);
  }
  if (body.userEmail) parts.push(`lower(a.user_email) = lower(${p.add(body.userEmail)})`);
  if (body.action) parts.push(`a.action = ${p.add(body.action)}`);
  if (body.entityType) parts.push(`a.entity_type = ${p.add(body.entityType)}`);
  const search = body.search?.trim();
  if (search) {
    const s = p.add(likePattern(search));
    parts.push(`(a.user_name ilike ${s} or a.entity_name ilike ${s} or a.details ilike ${s})`);
  }
  const where = parts.join(' and ') || 'true';
  return pagedList<S['AuditLog']>(db, p, body, AUDIT_SORT, {
    count: `select count(*)::int as n from audit_logs a where ${where}`,
    rows: (
      order,
      limit,
    ) => `select a.id as "auditId", ${iso('a.logged_at')} as timestamp, a.user_email as "userEmail", a.user_name as "userName",
        a.action, a.entity_type as "entityType", a.entity_name as "entityName", a.details, a.ip_address as "ipAddress"
      from audit_logs a where ${where} ${order} ${limit}`,
  });
}
