// Every value of every enum of the contract that the console shows has words in English and in
// Japanese: the test walks the contract's named schemas, so a value added to the contract without
// words fails here, naming it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { deref, loadBundledContract, type JsonObject } from '../../tests/support/contract';
import { ENUM_LABELS, enumLabel, enumLabelKey, type EnumKind } from './enum-labels';
import { i18next, loadConsoleMessages, loadLanguage } from './i18n';

/** Enums no screen shows as words, each with why. */
const NOT_SHOWN: Record<string, string> = {
  SortDir: 'a request parameter: the table header shows the order',
  ClaimType: 'the session: read by code',
  SettingKey: 'which settings record a call reads',
  TimeBucket: 'the width of a chart point: the chart shows its dates',
  ScopeNodeType: 'the scope tree shows each level by its place and icon',
  ScopeLevel: 'the dashboard is titled by role (the access table)',
  AgscComputerStatus: 'no screen reads the management server list yet',
  AlarmStatusFilter: 'the alert console tabs, named by their routes (alerts.view.*)',
  ListState: 'the policy review tabs, named by their routes (each list its own words)',
  SavedFilterColumn: "the event table's columns, named by their headers",
  SearchHitKind: 'the command palette names each kind by its group heading (palette.group.*)',
  RestoreRefusalReason:
    'a refused restore is told by the catalogue message its reply names (changeHistory.restore.refused.*)',
  LiveChangeKind:
    "the live stream's kinds are read by code, never shown (the console does not show the stream yet)",
  PolicyRuleSource:
    "a rule's origin is not shown as a word yet: the rule dialog knows its evidence by the page it opens from",
  PolicyRuleScopeType:
    'the rule dialog names each scope by its node (the partner, company, site or group name)',
  PolicyImpactEffect:
    'the impact preview picks its whole sentence by the effect (ruleDialog.previewAllowed / previewBlocked)',
};

function namedEnums(doc: JsonObject): Map<string, string[]> {
  const schemas = (doc.components as JsonObject).schemas as Record<string, unknown>;
  const enums = new Map<string, string[]>();
  for (const [name, node] of Object.entries(schemas)) {
    const schema = deref(doc, node);
    // Lower-case names are form schemas' $defs the bundler hoisted; the contract names each of
    // them again (EventTypeName, RiskLevel ...). Sort columns are request parameters.
    if (!Array.isArray(schema.enum) || !/^[A-Z]/.test(name) || /SortColumn$/.test(name)) continue;
    enums.set(name, (schema.enum as unknown[]).filter((v) => v !== null).map(String));
  }
  return enums;
}

describe('the words of the contract’s enums', () => {
  let enums: Map<string, string[]>;
  let en: TFunction;
  let ja: TFunction;

  beforeAll(async () => {
    enums = namedEnums(await loadBundledContract());
    await loadConsoleMessages();
    await loadLanguage('ja');
    en = i18next.getFixedT('en');
    ja = i18next.getFixedT('ja');
  });

  it('finds the enums the console shows in the contract', () => {
    expect(enums.get('EventType')).toContain('ExecutionBlocked');
    expect(enums.size).toBeGreaterThan(30);
  });

  it('names every value of every shown enum in English and in Japanese', () => {
    const missing: string[] = [];
    for (const [name, values] of enums) {
      if (name in NOT_SHOWN) continue;
      if (!(name in ENUM_LABELS)) {
        missing.push(`${name}: no words (add it to ENUM_LABELS, or to NOT_SHOWN with why)`);
        continue;
      }
      const kind = name as EnumKind;
      expect(Object.keys(ENUM_LABELS[kind]).sort(), name).toEqual([...values].sort());
      for (const value of values) {
        const key = enumLabelKey(kind, value)!;
        for (const [lng, t] of [
          ['en', en],
          ['ja', ja],
        ] as const) {
          const text = t(key);
          if (!text || text === key) missing.push(`${name}.${value}: no ${lng} text (${key})`);
        }
        // Japanese words, not the English ones again (product names such as Okta aside).
        if (/[a-z]{3}/.test(en(key)) && ja(key) === en(key) && !/^[A-Z][a-z]+$/.test(value))
          missing.push(`${name}.${value}: the same text in Japanese as in English`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says why the other enums are not shown, and names no enum the contract lacks', () => {
    for (const name of Object.keys(NOT_SHOWN)) expect(enums.has(name), name).toBe(true);
    for (const name of Object.keys(ENUM_LABELS)) expect(enums.has(name), name).toBe(true);
  });

  it('shows the words of a value, and a value the contract does not name as it came', () => {
    expect(enumLabel(en, 'EventType', 'DllLoadBlocked')).toBe('DLL load blocked');
    expect(enumLabel(ja, 'EventType', 'DllLoadBlocked')).toBe('DLL読み込みのブロック');
    expect(enumLabel(en, 'ProtectionMode', 'Discovery')).toBe('Discovery');
    expect(enumLabel(ja, 'ProtectionMode', 'Discovery')).toBe('ディスカバリー');
    expect(enumLabel(en, 'EventType', 'FileBlocked')).toBe('FileBlocked');
    expect(enumLabel(en, 'EventAction', undefined)).toBe('');
  });
});
