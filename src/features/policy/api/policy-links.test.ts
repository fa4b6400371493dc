import { describe, expect, it } from 'vitest';
import { blockHref, computersBehindHref, levelHref, newBlockHref, rulesHref } from './policy-links';

describe('the policy pages’ addresses', () => {
  it('names each level’s list, filtered when asked', () => {
    expect(levelHref('spmGlobal')).toBe('/policy/spm-global');
    expect(levelHref('serviceProvider')).toBe('/policy/service-provider-level');
    expect(levelHref('local', { hasDraft: 'true' })).toBe(
      `/policy/spm-local?filters=${encodeURIComponent('{"hasDraft":"true"}')}`,
    );
  });

  it('opens a block at a version, its draft, or a diff of two sides', () => {
    expect(blockHref(21)).toBe('/policy/show?blockId=21');
    expect(blockHref(21, { view: 3 })).toBe('/policy/show?blockId=21&view=3');
    expect(blockHref(21, { view: 'draft' })).toBe('/policy/show?blockId=21&view=draft');
    expect(blockHref(21, { from: 2, to: 'draft' })).toBe('/policy/show?blockId=21&from=2&to=draft');
  });

  it('names the new block form, the rules of a kind and the computers behind', () => {
    expect(newBlockHref('local')).toBe('/policy/new?level=local');
    expect(rulesHref({ kind: 'hash', action: 'deny' })).toBe(
      `/policy/home?filters=${encodeURIComponent('{"kind":"hash","action":"deny"}')}`,
    );
    expect(computersBehindHref()).toBe(
      `/endpoints/computers/all?filters=${encodeURIComponent('{"policyBehind":"true"}')}`,
    );
  });
});
