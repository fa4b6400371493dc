// Allow…/Block… follow every level the dialog offers, not the local one alone: a role that may
// write rules only at the partner's service-provider level (none does in today's access table,
// so the table is replaced here) still sees them, and is offered the partner alone.
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SCOPE_SELECTION } from '../../domain/scope-selection';
import { mayWriteRules, scopeOptions } from './rule-draft';

vi.mock('../../access/use-can-call', () => ({
  canCall: (_operation: string, role: string | null, facts: { policyLevel?: string }) =>
    role === 'PartnerAdmin' && facts.policyLevel === 'serviceProvider',
}));

const selection = {
  ...EMPTY_SCOPE_SELECTION,
  partner: { guid: 'p', name: 'Northwind' },
  company: { guid: 'c', name: 'Fabrikam' },
};

describe('a role that writes rules at the service-provider level only', () => {
  it('sees Allow…/Block… and is offered its partner', () => {
    expect(mayWriteRules('PartnerAdmin')).toBe(true);
    expect(scopeOptions(selection, 'PartnerAdmin').map((o) => o.type)).toEqual(['partner']);
  });
  it('leaves the buttons hidden from roles that write no level', () => {
    expect(mayWriteRules('CompanyAdmin')).toBe(false);
    expect(mayWriteRules(null)).toBe(false);
  });
});
