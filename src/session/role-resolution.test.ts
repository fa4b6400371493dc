import { describe, expect, it } from 'vitest';
import { ROLES } from '../domain/roles';
import { canActAs, resolveRole, roleForNodeType } from './role-resolution';

describe('role resolution', () => {
  it('takes the role claim when no role was chosen', () => {
    for (const role of ROLES) expect(resolveRole(role, null)).toBe(role);
  });

  it('lets a stored selectedRole override the claim', () => {
    expect(resolveRole('AGMSAdmin', 'CompanyAdmin')).toBe('CompanyAdmin');
    expect(resolveRole('PartnerAdmin', 'GroupAdmin')).toBe('GroupAdmin');
    expect(resolveRole('SiteAdmin', 'GroupAdmin')).toBe('GroupAdmin');
    expect(resolveRole('SiteAudit', 'GroupAudit')).toBe('GroupAudit');
  });

  it('ignores a selectedRole above the real role or across admin and auditor', () => {
    expect(resolveRole('CompanyAdmin', 'AGMSAdmin')).toBe('CompanyAdmin');
    expect(resolveRole('CompanyAdmin', 'PartnerAdmin')).toBe('CompanyAdmin');
    expect(resolveRole('GroupAdmin', 'SiteAdmin')).toBe('GroupAdmin');
    expect(resolveRole('SiteAudit', 'SiteAdmin')).toBe('SiteAudit');
    expect(resolveRole('CompanyAdmin', 'SiteAudit')).toBe('CompanyAdmin');
  });

  it('has no role without a role claim', () => {
    expect(resolveRole(null, 'CompanyAdmin')).toBeNull();
  });

  it('lets every role act as itself', () => {
    for (const role of ROLES) expect(canActAs(role, role)).toBe(true);
  });

  it('sets the role of the chosen node level', () => {
    expect(roleForNodeType(0, 'AGMSAdmin')).toBe('PartnerAdmin');
    expect(roleForNodeType(1, 'AGMSAdmin')).toBe('CompanyAdmin');
    expect(roleForNodeType(2, 'PartnerAdmin')).toBe('SiteAdmin');
    expect(roleForNodeType(3, 'CompanyAdmin')).toBe('GroupAdmin');
  });

  it('keeps an auditor an auditor at the chosen level', () => {
    expect(roleForNodeType(2, 'SiteAudit')).toBe('SiteAudit');
    expect(roleForNodeType(3, 'SiteAudit')).toBe('GroupAudit');
    expect(roleForNodeType(3, 'GroupAudit')).toBe('GroupAudit');
  });
});
