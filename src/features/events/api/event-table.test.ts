// The event lists' CSV files name event types, actions and hash classes in words, as the cells do.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { exportValue } from '../../../components/paged-table/cells';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { eventTable, summaryTable, type EventSummary, type SecurityEvent } from './event-table';

const event = { eventType: 'DllLoadBlocked', action: 'audited', hashClass: 'notFound' } as SecurityEvent;

describe('the event lists’ CSV export', () => {
  let en: TFunction;
  let ja: TFunction;
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
    en = i18next.getFixedT('en');
    ja = i18next.getFixedT('ja');
  });

  const exported = (t: TFunction, id: string) =>
    exportValue(
      eventTable.columns.find((column) => column.id === id)!,
      event,
      t,
    );

  it('writes the words of the event type, the action and the hash class', () => {
    expect(exported(en, 'eventType')).toBe('DLL load blocked');
    expect(exported(en, 'action')).toBe('Audited');
    expect(exported(en, 'hashClass')).toBe('Not found');
    expect(exported(ja, 'eventType')).toBe('DLL読み込みのブロック');
  });

  it('does so for the summary list too', () => {
    const column = summaryTable.columns.find((c) => c.id === 'eventType')!;
    expect(exportValue(column, { eventType: 'ScriptBlocked' } as EventSummary, en)).toBe('Script blocked');
  });
});
