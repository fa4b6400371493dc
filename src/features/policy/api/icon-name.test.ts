import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { iconName } from './icon-name';

describe('iconName', () => {
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
  });

  it('names a built-in icon in the user’s language, an uploaded one as it was named', () => {
    const ja = i18next.getFixedT('ja');
    expect(iconName(ja, { name: 'Browser', builtIn: true })).toBe('ブラウザー');
    expect(iconName(ja, { name: 'Application', builtIn: true })).toBe('アプリケーション');
    expect(iconName(ja, { name: 'Browser', builtIn: false })).toBe('Browser');
    expect(iconName(ja, { name: 'Kiosk', builtIn: true })).toBe('Kiosk');
    expect(iconName(i18next.getFixedT('en'), { name: 'PDF reader', builtIn: true })).toBe('PDF reader');
  });
});
