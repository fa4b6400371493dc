import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../../api/contract-types';
import { componentBody, componentFormValues, hiddenFields } from './component-fields';

const NULLS = {
  publisher: null,
  product: null,
  versionFrom: null,
  versionTo: null,
  path: null,
  executable: null,
  mayLaunch: null,
  appName: null,
  iconId: null,
  sha256: null,
  fileName: null,
  note: null,
  expiresAt: null,
  provenance: null,
};

describe('the component form by kind', () => {
  it('shows each kind’s fields only', () => {
    expect(hiddenFields('trustedFolder')).not.toContain('path');
    expect(hiddenFields('trustedFolder')).toContain('publisher');
    expect(hiddenFields('powerApp')).not.toContain('mayLaunch');
    expect(hiddenFields('hash')).toEqual(expect.not.arrayContaining(['sha256', 'fileName']));
    expect(hiddenFields(undefined)).toHaveLength(11);
  });

  it('reads a component’s kind fields, leaving the unused and empty out', () => {
    const folder: ApiSchema<'PolicyComponent'> = {
      ...NULLS,
      componentKey: 'teams-folder',
      kind: 'trustedFolder',
      action: 'allow',
      target: 'C:\\Program Files\\Teams\\*',
      path: 'C:\\Program Files\\Teams\\*',
      note: '',
    };
    expect(componentFormValues(folder)).toEqual({
      componentKey: 'teams-folder',
      kind: 'trustedFolder',
      action: 'allow',
      path: 'C:\\Program Files\\Teams\\*',
    });
  });

  it('sends the chosen kind’s fields only', () => {
    expect(
      componentBody({
        kind: 'hash',
        action: 'deny',
        sha256: 'a'.repeat(64),
        path: 'C:\\typed before\\*',
        note: 'x',
      }),
    ).toEqual({ kind: 'hash', action: 'deny', sha256: 'a'.repeat(64), note: 'x' });
  });
});
