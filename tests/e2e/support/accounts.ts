// The sandbox's demo accounts, one per role (README), and their password.
import type { RoleName } from '../../../src/domain/roles';

export const DEMO_PASSWORD = 'Sandbox-Demo-1';

export const DEMO_ACCOUNTS: Readonly<Record<RoleName, string>> = {
  AGMSAdmin: 'global.admin@sandbox.test',
  PartnerAdmin: 'partner.admin@sandbox.test',
  CompanyAdmin: 'company.admin@sandbox.test',
  SiteAdmin: 'site.admin@sandbox.test',
  SiteAudit: 'site.auditor@sandbox.test',
  GroupAdmin: 'group.admin@sandbox.test',
  GroupAudit: 'group.auditor@sandbox.test',
};
