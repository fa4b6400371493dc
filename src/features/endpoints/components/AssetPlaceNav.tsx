// The drill-down's breadcrumb of names (never guids): Companies › company › site › group, each
// level a link but the page's own (aria-current); at a site or a group, a link to the computer
// list filtered to it (the list has no company filter: at a company, the scope is the list).
import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { AssetPlace } from '../api/asset-place';
import { companiesPath, groupComputersPath, groupsPath, sitesPath } from '../api/asset-paths';
import { placeComputersPath } from '../api/computer-paths';

export function AssetPlaceNav({ place }: { place: AssetPlace | null }) {
  const { t } = useTranslation();
  const levels: { label: string; to: string }[] = [
    { label: t('endpoints.assets.companies'), to: companiesPath() },
  ];
  if (place) {
    const { company, site, group } = place;
    levels.push({ label: company.companyName, to: sitesPath(company.companyId) });
    if (site) levels.push({ label: site.siteName, to: groupsPath(company.companyId, site.siteGuid) });
    if (site && group)
      levels.push({
        label: group.groupName,
        to: groupComputersPath(company.companyId, site.siteGuid, group.groupGuid),
      });
  }
  const site = place?.site;
  const group = site && place.group;
  const nav = (
    <nav aria-label={t('endpoints.assets.place')}>
      <Breadcrumbs separatorMargin={6}>
        {levels.map((level, index) =>
          index === levels.length - 1 ? (
            <Text key={level.to} size="sm" fw={600} aria-current="page">
              {level.label}
            </Text>
          ) : (
            <Anchor key={level.to} component={Link} to={level.to} activeOptions={{ exact: true }} size="sm">
              {level.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
  if (!site) return nav;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {nav}
      <RouterLink
        href={placeComputersPath({
          siteGuid: site.siteGuid,
          ...(group ? { groupGuid: group.groupGuid } : {}),
        })}
      >
        {t('endpoints.assets.showInList', { name: group ? group.groupName : site.siteName })}
      </RouterLink>
    </Group>
  );
}
