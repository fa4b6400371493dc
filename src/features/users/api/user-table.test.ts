import { describe, expect, it } from 'vitest';
import { userListFilters } from './user-table';

describe('the user list request (spec section 6)', () => {
  const partnerGuid = '0b8f6c1e-6d2a-4f0e-9c3b-000000000101';
  const companyGuid = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';

  it('sends no company filter for the Global Admin', () => {
    expect(userListFilters({ role: 'AGMSAdmin', partnerIdClaim: null, companyGuid })).toEqual({});
  });

  it('sends the company filter and the partner id (PartnerId claim) for a Partner Admin', () => {
    expect(userListFilters({ role: 'PartnerAdmin', partnerIdClaim: partnerGuid, companyGuid: null })).toEqual(
      {
        companyGuid: '',
        partnerId: partnerGuid,
      },
    );
  });

  it('sends the selected company for a Company Admin, and no partner id', () => {
    expect(userListFilters({ role: 'CompanyAdmin', partnerIdClaim: partnerGuid, companyGuid })).toEqual({
      companyGuid,
    });
  });
});
