import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../../../domain/scope-selection';
import { scopeHasCompany, scopeHasServerOwner } from './server-table';

const as = (selection: Partial<ScopeSelection>): ScopeSelection => ({
  ...EMPTY_SCOPE_SELECTION,
  ...selection,
});

describe('whose server records a page shows', () => {
  it('needs a partner or a company in the headers the request will carry', () => {
    // A Global admin acting globally sends no partner and no company, whatever is stored.
    expect(scopeHasServerOwner(as({ realRole: 'AGMSAdmin', partner: { guid: 'p' } }))).toBe(false);
    expect(scopeHasServerOwner(as({ realRole: 'PartnerAdmin', partner: { guid: 'p' } }))).toBe(true);
    expect(scopeHasServerOwner(as({ realRole: 'PartnerAdmin' }))).toBe(false);
    expect(
      scopeHasServerOwner(
        as({ realRole: 'AGMSAdmin', selectedRole: 'CompanyAdmin', company: { guid: 'c' } }),
      ),
    ).toBe(true);
  });

  it('offers the choice of global servers only with a company', () => {
    expect(
      scopeHasCompany(as({ realRole: 'CompanyAdmin', company: { guid: 'c' }, partnerIdClaim: 'p' })),
    ).toBe(true);
    // A Partner admin sends no company header, even with one stored.
    expect(
      scopeHasCompany(as({ realRole: 'PartnerAdmin', partner: { guid: 'p' }, company: { guid: 'c' } })),
    ).toBe(false);
  });
});
