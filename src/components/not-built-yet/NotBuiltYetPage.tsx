// A public page not built yet (outside the shell): its title, and the same honest notice.
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../layout/StatusPage';
import { NotBuiltYet } from './NotBuiltYet';
import { catalogueKey } from '../../i18n/message-key';

export function NotBuiltYetPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <StatusPage standalone title={t(catalogueKey(titleKey))} message={<NotBuiltYet />} />;
}
