// The audit log's one writer, for every area's writes.
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';
import type { Principal } from '../http/principal';

type S = components['schemas'];

/** Writes an audit entry (other areas may call this inside their write transactions). */
export async function recordAudit(
  tx: Queryable,
  principal: Principal,
  now: Date,
  entry: {
    action: S['AuditAction'];
    entityType: S['AuditEntityType'];
    entityName: string | null;
    details: string | null;
    partnerId: number | null;
    companyId: number | null;
    ipAddress?: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into audit_logs (logged_at, user_id, user_email, user_name, partner_id, company_id, action, entity_type, entity_name, details, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      now,
      principal.userId,
      principal.email,
      principal.name,
      entry.partnerId,
      entry.companyId,
      entry.action,
      entry.entityType,
      entry.entityName,
      entry.details,
      entry.ipAddress ?? null,
    ],
  );
}
