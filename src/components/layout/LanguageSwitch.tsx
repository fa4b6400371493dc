// English or Japanese (spec section 1), stored locally by src/i18n. Each language is named in
// its own language, so a user who cannot read the current one still finds theirs.
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/resources';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : 'en';
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.language.label')}
      value={current}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`shell.language.${language}`) }))}
    />
  );
}
