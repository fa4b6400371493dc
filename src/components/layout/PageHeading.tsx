// The title and breadcrumb of the current page, read from the access table for the role the
// console acts in (the dashboard's title follows the role), and the document's title with them.
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbFor, findRoute, titleKeyFor } from '../../access/access-decisions';
import type { RouteAccess } from '../../access/route-access';
import { useAccessFacts } from '../../access/use-access-facts';
import { useDocumentTitle } from './document-title';
import { catalogueKey } from '../../i18n/message-key';

/** A page of the access table gets its heading here; other pages (the 403 page) title themselves. */
export function PageHeading() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = findRoute(pathname);
  return entry ? <TableEntryHeading entry={entry} /> : null;
}

function TableEntryHeading({ entry }: { entry: RouteAccess }) {
  const { t } = useTranslation();
  const { role } = useAccessFacts();
  const title = t(catalogueKey(titleKeyFor(entry, role)));
  useDocumentTitle(title);

  const crumbs = breadcrumbFor(entry, role, (key) => t(catalogueKey(key)));
  return (
    <Stack gap={4} mb="md">
      {crumbs.length > 1 && (
        <nav aria-label={t('shell.breadcrumb')}>
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((crumb, index) =>
              crumb.to ? (
                <Anchor key={index} component={Link} to={crumb.to} size="sm">
                  {t(catalogueKey(crumb.titleKey))}
                </Anchor>
              ) : (
                <Text
                  key={index}
                  size="sm"
                  c="dimmed"
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                >
                  {t(catalogueKey(crumb.titleKey))}
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
