// A place's computer count that opens the computer list filtered to that place. Its name for
// assistive technology starts with the visible number (WCAG 2.5.3) and says where it leads; the
// tooltip says where it leads too. No access check here: every role of the drill-down may open the
// computer list (route-access.ts, ASSETS), and this module reaches the entry through the routes'
// search validation, where the access table must not (docs/console-shell.md, "Chunk size").
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import classes from './CountLink.module.css';

export function CountLink({ value, name, href }: { value: number; name: string; href: string }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language).format(value);
  return (
    <span className={classes.count} title={t('endpoints.assets.showInList', { name })}>
      <RouterLink href={href} label={t('endpoints.assets.countLink', { count: value, number: count, name })}>
        {count}
      </RouterLink>
    </span>
  );
}
