// A condition's rule in words: its threshold within its window, the window in the largest whole
// unit ("50 in 1 day", not "50 in 1440 min").
import type { Translate } from '../../../i18n/message-key';

export function ruleInWords(t: Translate, threshold: number, windowMinutes: number): string {
  if (windowMinutes > 0 && windowMinutes % 1440 === 0)
    return t('alerts.config.ruleDays', { threshold, count: windowMinutes / 1440 });
  if (windowMinutes > 0 && windowMinutes % 60 === 0)
    return t('alerts.config.ruleHours', { threshold, count: windowMinutes / 60 });
  return t('alerts.config.rule', { threshold, minutes: windowMinutes });
}
