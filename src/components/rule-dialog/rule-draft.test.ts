import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../../domain/scope-selection';
import {
  mayWriteRules,
  prefilled,
  previewRequest,
  saveRequest,
  scopeOptions,
  type RuleDraft,
} from './rule-draft';

const selection: ScopeSelection = {
  ...EMPTY_SCOPE_SELECTION,
  partner: { guid: 'p', name: 'Northwind' },
  company: { guid: 'c', name: 'Fabrikam' },
  site: { guid: 's', name: 'Chicago HQ' },
  group: { guid: 'g', name: 'Finance Workstations' },
};
const evidence = {
  source: 'event' as const,
  eventId: 9000506,
  sha256: 'AB'.repeat(32),
  publisher: 'Igor Pavlov',
  filePath: 'C:\\Program Files\\7-Zip\\7zG.exe',
};

describe('where a role may write a rule', () => {
  it.each([
    ['AGMSAdmin', ['group', 'site', 'company', 'partner']],
    ['PartnerAdmin', ['group', 'site', 'company', 'partner']],
    ['CompanyAdmin', ['group', 'site', 'company']],
    ['SiteAdmin', ['group', 'site']],
    ['GroupAdmin', ['group']],
    ['SiteAudit', []],
    ['GroupAudit', []],
  ] as const)('%s: %j', (role, types) => {
    expect(scopeOptions(selection, role).map((o) => o.type)).toEqual(types);
    // Allow…/Block… are shown exactly to the roles the dialog offers a node to.
    expect(mayWriteRules(role)).toBe(types.length > 0);
  });
});

describe('the rule from the evidence', () => {
  const draft = (over: Partial<RuleDraft>): RuleDraft => ({
    kind: 'hash',
    value: evidence.sha256,
    scope: { type: 'group', guid: 'g', name: 'Finance Workstations' },
    expiry: 'oneDay',
    expiresOn: '',
    reason: 'Quarter close.',
    publish: false,
    ...over,
  });
  it('is prefilled by hash, publisher subject and folder', () => {
    expect(prefilled(evidence)).toEqual({
      hash: evidence.sha256,
      trustedPublisher: 'CN=Igor Pavlov',
      trustedFolder: 'C:\\Program Files\\7-Zip\\',
    });
  });
  it('previews only a complete rule', () => {
    expect(previewRequest(draft({ value: 'abc' }), 'allow')).toBeNull();
    expect(previewRequest(draft({ scope: null }), 'allow')).toBeNull();
    expect(previewRequest(draft({}), 'allow')).toMatchObject({ sha256: 'ab'.repeat(32), scopeType: 'group' });
  });
  it('saves with a reason, its expiry and its evidence', () => {
    expect(saveRequest(draft({ reason: '  ' }), 'allow', evidence)).toBeNull();
    expect(saveRequest(draft({ expiry: 'date' }), 'allow', evidence)).toBeNull();
    expect(saveRequest(draft({}), 'allow', evidence)).toEqual({
      kind: 'hash',
      action: 'allow',
      sha256: 'ab'.repeat(32),
      scopeType: 'group',
      scopeGuid: 'g',
      expiry: 'oneDay',
      reason: 'Quarter close.',
      publish: false,
      source: 'event',
      fileSha256: 'ab'.repeat(32),
      eventId: 9000506,
    });
  });
});
