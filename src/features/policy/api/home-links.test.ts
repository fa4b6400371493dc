import { describe, expect, it } from 'vitest';
import { draftsHref, draftsLevelFor } from './home-links';

describe('where the drafts waiting lead', () => {
  it.each([
    ['AGMSAdmin', 'spmGlobal'],
    ['PartnerAdmin', 'serviceProvider'],
    ['CompanyAdmin', 'local'],
    ['SiteAdmin', 'local'],
    ['SiteAudit', 'local'],
    ['GroupAdmin', 'local'],
    ['GroupAudit', 'local'],
  ] as const)('%s: the %s blocks', (role, level) => {
    expect(draftsLevelFor(role)).toBe(level);
  });

  it('filters the list to the blocks with a draft', () => {
    expect(draftsHref('GroupAdmin')).toBe(
      `/policy/spm-local?filters=${encodeURIComponent('{"hasDraft":"true"}')}`,
    );
  });
});
