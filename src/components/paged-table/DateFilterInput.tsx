// A day of a date range filter, written and read in the user's language (the native date input
// follows the browser's locale, not the console's: a Japanese console showed mm/dd/yyyy), with a
// calendar in that language.
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ja';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, dateInputLanguage, parseDateInput } from '../../i18n/date-input-format';

interface Props {
  label: string;
  /** The day, YYYY-MM-DD, or '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

export function DateFilterInput({ label, value, min, max, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = dateInputLanguage(i18n.language);
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      locale={language}
      valueFormat={DATE_INPUT_FORMAT[language]}
      placeholder={DATE_INPUT_FORMAT[language].toLowerCase()}
      dateParser={(text) => parseDateInput(text, language)}
      minDate={min}
      maxDate={max}
      clearable
      clearButtonProps={{ 'aria-label': t('table.filter.clearDate', { field: label }) }}
      w={170}
      popoverProps={{ withinPortal: true }}
    />
  );
}
