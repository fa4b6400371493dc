// The operation-access test's view of the contract's example requests (contract-calls.ts): each
// demo account with the scope headers the console sends for it, scoped as far down as its role
// works, in Fabrikam (the seeded company of the demo accounts), and a request as one URL.
import type { RoleName } from '../../src/domain/roles';
import { DEMO_ACCOUNTS } from '../e2e/support/accounts';
import type { JsonObject, Operation } from './contract';
import { FABRIKAM, exampleRequest as exampleParts, urlOf } from './contract-calls';

export { FABRIKAM };
export const ACCOUNTS: Readonly<Record<RoleName, string>> = DEMO_ACCOUNTS;

const scope = (partner: string, company = '', site = '', group = '') => ({
  'x-partner-guid': partner,
  'x-company-guid': company,
  'x-site-guid': site,
  'x-group-guid': group,
});

/** The headers the console sends for each demo account, scoped as far down as its role works. */
export const SCOPE_HEADERS: Record<RoleName, Record<string, string>> = {
  AGMSAdmin: scope(''),
  PartnerAdmin: scope(FABRIKAM.partner),
  CompanyAdmin: scope(FABRIKAM.partner, FABRIKAM.company),
  SiteAdmin: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site),
  SiteAudit: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site),
  GroupAdmin: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site, FABRIKAM.group),
  GroupAudit: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site, FABRIKAM.group),
};

/** The operation's first examples: its url (path and query parameters filled in) and body. */
export function exampleRequest(doc: JsonObject, o: Operation): { url: string; body: unknown } {
  const { path, query, body } = exampleParts(doc, o);
  return { url: urlOf(o.path, path, query), body };
}
