// The console paths of the asset drill-down (company › sites › groups › computers); other pages
// link to these levels through them (areas link through routes, never imports of pages).
export const companiesPath = () => '/endpoints/company';
export const sitesPath = (companyId: number) => `/endpoints/company/${companyId}/sites`;
export const groupsPath = (companyId: number, siteGuid: string) =>
  `${sitesPath(companyId)}/${siteGuid}/groups`;
export const groupComputersPath = (companyId: number, siteGuid: string, groupGuid: string) =>
  `${groupsPath(companyId, siteGuid)}/${groupGuid}/computers`;
export const groupComputerPath = (
  companyId: number,
  siteGuid: string,
  groupGuid: string,
  computerGuid: string,
) => `${groupComputersPath(companyId, siteGuid, groupGuid)}/${computerGuid}`;
