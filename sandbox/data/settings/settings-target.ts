// Whose settings records a request works on: the global records (company null) for a Global
// Admin, else the selected company's; a 400 when no company is selected.
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { invalid } from '../../http/replies';
import type { Scope } from '../../http/scope';
import type { ValidationFailure } from '../../http/types';
import { isGlobal } from '../tenant-ownership';

export interface SettingsTarget {
  companyId: number | null;
  companyGuid: string | null;
}

export async function settingsTarget(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  t: (key: string) => string,
): Promise<SettingsTarget | { error: { status: 400; body: ValidationFailure } }> {
  if (isGlobal(principal)) return { companyId: null, companyGuid: null };
  if (scope.companyId === null) {
    const key = 'validation.settings.company.required';
    return { error: invalid([{ field: 'header:x-company-guid', messageKey: key, message: t(key) }]) };
  }
  const [c] = await db.query<{ guid: string }>('select guid::text as guid from companies where id = $1', [
    scope.companyId,
  ]);
  return { companyId: scope.companyId, companyGuid: c!.guid };
}
