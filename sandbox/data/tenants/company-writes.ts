// The writes of companies: create or edit (short names unique among live companies) and the
// soft delete. Every committed write starts a new generation of the cached scope trees.
import { endSessionsOfCompanyUsers } from '../../http/sessions';
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/gen/openapi.gen';
import type { Database } from '../../db/database';
import type { Scope } from '../../http/scope';
import { tenantTreeChanged } from '../tenant-tree-cache';
import { findCompany } from './companies';

type S = components['schemas'];

/** The editable fields of the company form, in their column order (blank optional ones null). */
export interface CompanyFields {
  companyName: string;
  shortName: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  contactName: string | null;
  phone: string | null;
  ext: string | null;
  fax: string | null;
  email: string | null;
}

class DuplicateShortName extends Error {}

/**
 * Creates a company under a partner (`companyId` null) or edits one: the saved company, read
 * back within `bounds` opened to every company (a new one is not in bounds read before it
 * existed), or 'duplicate' when another live company has the short name.
 */
export async function saveCompany(
  db: Database,
  bounds: Scope,
  target: { companyId: number } | { partnerId: number },
  fields: CompanyFields,
  now: Date,
): Promise<S['Company'] | 'duplicate'> {
  const f = fields;
  const values = [f.companyName, f.shortName, f.address1, f.address2, f.city, f.state, f.postalCode];
  values.push(f.country, f.contactName, f.phone, f.ext, f.fax, f.email);
  try {
    const saved = await db.transaction(async (tx) => {
      const exceptId = 'companyId' in target ? target.companyId : 0;
      const [dup] = await tx.query(
        'select 1 from companies where lower(short_name) = lower($1) and not deleted and id <> $2',
        [fields.shortName, exceptId],
      );
      if (dup) throw new DuplicateShortName();
      let companyId: number;
      if ('partnerId' in target) {
        const [next] = await tx.query<{ id: number }>(
          'select coalesce(max(id), 1000) + 1 as id from companies',
        );
        companyId = next!.id;
        await tx.query(
          `insert into companies (id, guid, partner_id, name, short_name, address1, address2, city, state,
             postal_code, country, contact_name, phone, ext, fax, email, license_status, created_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'notActivated', $17)`,
          [companyId, randomUUID(), target.partnerId, ...values, now],
        );
      } else {
        companyId = target.companyId;
        await tx.query(
          `update companies set name = $2, short_name = $3, address1 = $4, address2 = $5, city = $6, state = $7,
             postal_code = $8, country = $9, contact_name = $10, phone = $11, ext = $12, fax = $13, email = $14
           where id = $1`,
          [companyId, ...values],
        );
      }
      return findCompany(tx, { ...bounds, companyIds: null }, { id: companyId });
    });
    tenantTreeChanged(db);
    return saved!.row!;
  } catch (err) {
    if (err instanceof DuplicateShortName) return 'duplicate';
    if ((err as { code?: string }).code === '23505') return 'duplicate';
    throw err;
  }
}

/** Soft-deletes a live company: false when it was already gone. */
export async function deleteCompany(db: Database, companyId: number, now: Date): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.query(
      'update companies set deleted = true where id = $1 and not deleted returning id',
      [companyId],
    );
    // Its users lose their rights to it: their sessions end with it (issue 33).
    if (rows.length > 0) await endSessionsOfCompanyUsers(tx, companyId, now);
    return rows;
  });
  if (deleted.length === 0) return false;
  tenantTreeChanged(db);
  return true;
}
