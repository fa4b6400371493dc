// A review's checklist progress: how many of its items are decided, in words beside a native bar
// (no chart library: the lists' route definitions load with the entry).
import { useTranslation } from 'react-i18next';

export function ReviewProgress({ decided, total }: { decided: number; total: number }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      <progress value={decided} max={Math.max(total, 1)} style={{ width: 64 }} aria-hidden />
      <span>{t('policyReview.progress', { decided, total })}</span>
    </span>
  );
}
