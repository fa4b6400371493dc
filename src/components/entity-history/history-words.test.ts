// The change history's words, not the contract's (issue 29): enum values in their labels (the
// entity type chooses the enum of a field), a settings record by its page's title, an alert by
// its title in the user's language, and Japanese brackets in the catalogue's full-width form.
import { beforeAll, describe, expect, it } from 'vitest';
import ja from '../../../locales/ja/history.json';
import { i18next, loadConsoleMessages, loadLanguage } from '../../i18n/i18n';
import type { Translate } from '../../i18n/message-key';
import { changeEntityName } from './entity-name';
import { fieldEnum, fieldValueText } from './field-enum';

let en: Translate;
let jp: Translate;
beforeAll(async () => {
  await loadConsoleMessages();
  await loadLanguage('ja');
  en = i18next.getFixedT('en');
  jp = i18next.getFixedT('ja');
});

describe('recorded enum values', () => {
  it.each([
    ['Review', 'status', 'Applied', 'Applied', '適用済み'],
    ['Review', 'status', 'DraftReview', 'Draft review', null],
    ['Alert', 'status', 'InReview', 'In review', '確認中'],
    ['User', 'role', 'CompanyAdmin', 'Company Administrator', null],
  ] as const)('a %s %s %s reads in words', (type, field, value, english, japanese) => {
    expect(fieldValueText(en, type, field, value)).toBe(english);
    const inJapanese = fieldValueText(jp, type, field, value);
    expect(inJapanese).not.toBe(value);
    if (japanese) expect(inJapanese).toBe(japanese);
  });

  it('leave other fields, and values the contract does not name, as recorded', () => {
    expect(fieldEnum('Review', 'status')).toBe('ReviewStatus');
    expect(fieldEnum('Alert', 'status')).toBe('AlertStatus');
    expect(fieldEnum('Settings', 'server')).toBeNull();
    expect(fieldEnum('Review', 'toString')).toBeNull();
    expect(fieldValueText(jp, 'Settings', 'server', 'Applied')).toBe('Applied');
    expect(fieldValueText(jp, 'Review', 'name', 'InReview')).toBe('InReview');
    expect(fieldValueText(jp, 'Review', 'status', 'Archived')).toBe('Archived');
  });
});

describe('entity names', () => {
  const settings = {
    entityType: 'Settings',
    entityId: 'EmailSettings',
    entityName: 'EmailSettings',
  } as const;
  it("name a settings record by its page's title", () => {
    expect(changeEntityName(en, settings)).toBe('Email settings');
    expect(changeEntityName(jp, settings)).toBe('メールの設定');
  });

  it('name an alert by its title in the user’s language, anything else as recorded', () => {
    const alert = { entityType: 'Alert', entityId: '41', entityName: 'AnyDesk.exe blocked' } as const;
    expect(changeEntityName(jp, alert)).toBe('AnyDesk.exe が 1 回ブロックされました');
    expect(changeEntityName(en, alert)).toBe('AnyDesk.exe blocked');
    const user = { entityType: 'User', entityId: 'u-1', entityName: 'Marcus Webb' } as const;
    expect(changeEntityName(jp, user)).toBe('Marcus Webb');
    expect(changeEntityName(jp, { ...user, entityName: null })).toBe('u-1');
  });
});

describe('Japanese brackets', () => {
  it('are full-width in the History texts', () => {
    const halfWidth: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (/[()]/.test(node)) halfWidth.push(`${path}: ${node}`);
      } else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`);
    };
    walk(ja, 'ja');
    expect(halfWidth).toEqual([]);
    expect(ja.history.fields.empty).toBe('（空）');
  });
});
