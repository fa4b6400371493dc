// The title and breadcrumb of the current page, read from the access table for the role the
// console acts in (the dashboard's title follows the role), and the document's title with them.
import { useEffect } from 'react';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbFor, findRoute, titleKeyFor } from '../../access/access-decisions';
import { useAccessFacts } from '../../access/use-access-facts';

export function PageHeading() {
  const { t } = useTranslation();
  const { role } = useAccessFacts();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = findRoute(pathname);
  const title = entry ? t(titleKeyFor(entry, role)) : null;

  useDocumentTitle(title);
  if (!entry || !title) return null;

  const crumbs = breadcrumbFor(entry, role);
  return (
    <Stack gap={4} mb="md">
      {crumbs.length > 1 && (
        <nav aria-label={t('shell.breadcrumb')}>
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((crumb, index) =>
              crumb.to ? (
                <Anchor key={index} component={Link} to={crumb.to} size="sm">
                  {t(crumb.titleKey)}
                </Anchor>
              ) : (
                <Text key={index} size="sm" c="dimmed" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {t(crumb.titleKey)}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}

/** Sets the browser tab's title to the page's (the product's alone when there is none). */
export function useDocumentTitle(pageTitle: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle ? t('shell.documentTitle', { page: pageTitle }) : t('app.name');
  }, [pageTitle, t]);
}
