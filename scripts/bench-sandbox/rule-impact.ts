// bench:sandbox's impact preview scenarios (BENCH_ONLY=preview, issue 28): what a rule would have
// done over the last 30 days (Policy_PreviewRuleImpact) asked by 8 clients at large scale. The
// headline is a company-wide publisher rule; a hash rule, a folder rule with a wildcard (paths with
// the {user} folder, checked per event) and a partner-wide publisher rule are extra lines.
// Figures of the large world (seeded 2026-11-27; the window moves with the clock): "Microsoft
// Windows" signs 408 files; 1,475 of Fabrikam's blocked events of 180 of them, on 1,047 computers.
import type { ReadScenario } from './under-load';

const NORTHWIND = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101';
const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const companyHeaders = {
  'x-partner-guid': NORTHWIND,
  'x-company-guid': FABRIKAM,
  'x-site-guid': '',
  'x-group-guid': '',
};
const partnerHeaders = { ...companyHeaders, 'x-company-guid': '' };
const PUBLISHER = 'CN=Microsoft Windows, O=Microsoft Corporation, L=Redmond, S=Washington, C=US';
const none = { sha256: null, publisher: null, path: null };

const preview = (
  name: string,
  account: string,
  headers: Record<string, string>,
  body: object,
): ReadScenario => ({
  name,
  account,
  headers,
  request: () => ({ method: 'POST', path: '/restapi/Policy/PreviewRuleImpact', body: { ...none, ...body } }),
});

export const ruleImpactReads: ReadScenario[] = [
  preview('preview: publisher, company (Fabrikam)', 'company.admin@sandbox.test', companyHeaders, {
    kind: 'trustedPublisher',
    action: 'allow',
    publisher: PUBLISHER,
    scopeType: 'company',
    scopeGuid: FABRIKAM,
  }),
  preview('preview: hash (rclone.exe), company', 'company.admin@sandbox.test', companyHeaders, {
    kind: 'hash',
    action: 'allow',
    sha256: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
    scopeType: 'company',
    scopeGuid: FABRIKAM,
  }),
  preview(
    'preview: folder C:\\Users\\*\\Downloads\\*, company',
    'company.admin@sandbox.test',
    companyHeaders,
    {
      kind: 'trustedFolder',
      action: 'allow',
      path: 'C:\\Users\\*\\Downloads\\*',
      scopeType: 'company',
      scopeGuid: FABRIKAM,
    },
  ),
  preview(
    'preview: publisher, partner (Northwind, 12 companies)',
    'partner.admin@sandbox.test',
    partnerHeaders,
    {
      kind: 'trustedPublisher',
      action: 'allow',
      publisher: PUBLISHER,
      scopeType: 'partner',
      scopeGuid: NORTHWIND,
    },
  ),
];
