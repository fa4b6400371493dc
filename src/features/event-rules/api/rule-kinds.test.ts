import { describe, expect, it } from 'vitest';
import { levelQuery, ruleLevelOf } from './rule-kinds';

describe('the level event rules belong to', () => {
  it('is the scope’s group on the group pages, whatever template was chosen', () => {
    expect(ruleLevelOf('group', { id: '42', type: 1 })).toEqual({ kind: 'group' });
    expect(levelQuery({ kind: 'group' })).toEqual({});
  });

  it('is the chosen template on the role-policy pages, and unknown without one', () => {
    expect(ruleLevelOf('template', { id: '42', type: 1 })).toEqual({ kind: 'template', templateId: 42 });
    expect(levelQuery({ kind: 'template', templateId: 42 })).toEqual({ templateId: 42 });
    expect(ruleLevelOf('template', null)).toBeNull();
    expect(ruleLevelOf('template', { id: 'x', type: 1 })).toBeNull();
  });
});
