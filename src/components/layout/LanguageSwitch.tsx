// English or Japanese (spec section 1), stored locally by src/i18n. Each language is named in
// its own language, so a user who cannot read the current one still finds theirs. Native radio
// buttons (the arrows move between them) drawn as a segmented control (LanguageSwitch.module.css).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/resources';
import classes from './LanguageSwitch.module.css';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // The header and the small screens' sidebar each have one: each group its own name.
  const name = useId();
  const current = isLanguage(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Language) : 'en';
  return (
    <div role="radiogroup" aria-label={t('shell.language.label')} className={classes.group}>
      {LANGUAGES.map((language) => (
        <label key={language} className={classes.option} data-checked={language === current || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={language === current}
            onChange={() => void setLanguage(language)}
          />
          {t(`shell.language.${language}`)}
        </label>
      ))}
    </div>
  );
}
