// The browser tab's title: the page's, then the product's.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document's title to the page's (the product's alone when there is none). */
export function useDocumentTitle(pageTitle: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle ? t('shell.documentTitle', { page: pageTitle }) : t('app.name');
  }, [pageTitle, t]);
}
