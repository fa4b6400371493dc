// Handlers of the Dashboard area: asset counts of companies, sites and groups, the top-5
// widgets, the overview tiles and the time series of the charts. Everything is aggregated on
// request from computers, events (through their company/date index) and alerts, within the
// scope the session and headers allow. The SQL is sandbox/data/dashboard's.
import type { components } from '../../src/gen/openapi.gen';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { nodeInScope } from '../data/scope-filters';
import { companyAssets, companyGuidOf, groupAssets, siteAssets } from '../data/dashboard/assets';
import { computerBrowsePage, groupAssetsWithComputers } from '../data/dashboard/asset-pages';
import { overview } from '../data/dashboard/overview';
import { rangeOf, type Range } from '../data/dashboard/time-range';
import {
  alertSummary,
  blocksByEventType,
  blocksOverTime,
  eventTrends,
  topComputerBlocks,
} from '../data/dashboard/time-series';
import { knownThreats, topComputers, topGroups } from '../data/dashboard/top-lists';

type T = (key: string) => string;

/** A 400 naming one field as invalid. */
const invalidField = (t: T, field: string) =>
  invalid([{ field, messageKey: 'validation.common.invalid', message: t('validation.common.invalid') }]);

/** The range of a chart request, or the 400 of an invalid one. */
function chartRange(
  body: components['schemas']['DashboardRangeRequest'],
  t: T,
): { range: Range } | { error: ReturnType<typeof invalidField> } {
  const range = rangeOf(body);
  return 'invalidField' in range ? { error: invalidField(t, range.invalidField) } : { range };
}

export const dashboardHandlers: HandlerMap = {
  async Dashboard_GetCompanyAssets({ db, scope }) {
    return ok(await companyAssets(db, scope));
  },

  async Dashboard_GetSiteAssets({ db, scope, query, t }) {
    // The company by guid or by id (the asset pages' path carries the id), exactly one.
    if ((query.companyGuid === undefined) === (query.companyId === undefined))
      return invalidField(t, '/companyGuid');
    const guid = query.companyGuid ?? (await companyGuidOf(db, query.companyId!));
    const company = guid === null ? 'forbidden' : await nodeInScope(db, scope, 'company', guid);
    if (company === 'forbidden') return forbidden();
    return ok(await siteAssets(db, scope, company.id));
  },

  async Dashboard_GetGroupAssets({ db, scope, query }) {
    const site = await nodeInScope(db, scope, 'site', query.siteGuid);
    if (site === 'forbidden') return forbidden();
    return ok(await groupAssets(db, scope, site.id));
  },

  async Dashboard_GetTopComputers({ db, scope, now }) {
    if (scope.companyIds === null && scope.siteIds === null && scope.groupIds === null) {
      // Over every tenant the list means nothing: the widget shows the server's message.
      return {
        status: 200,
        body: {
          isSuccess: false,
          message: 'Select a partner or a company to see its top computers.',
          entityData: null,
          totalCount: 0,
          entityDataCount: 0,
        },
      };
    }
    return ok(await topComputers(db, scope, now));
  },

  async Dashboard_GetTopFiveGroups({ db, scope, now }) {
    return ok(await topGroups(db, scope, now));
  },

  async Dashboard_GetCompanyOverviewInformation({ db, scope, now }) {
    const tiles = await overview(db, scope, now);
    return tiles ? ok(tiles) : notFound();
  },

  async Dashboard_GetKnownThreads({ db, scope }) {
    return ok(await knownThreats(db, scope));
  },

  async Dashboard_GetEventTrends({ db, scope, body, t, now }) {
    const r = chartRange(body, t);
    if ('error' in r) return r.error;
    return ok(await eventTrends(db, scope, r.range, now));
  },

  async Dashboard_GetTopComputerBlocks({ db, scope, body, t }) {
    const r = chartRange(body, t);
    if ('error' in r) return r.error;
    return ok(await topComputerBlocks(db, scope, r.range));
  },

  async Dashboard_GetBlocksOverTime({ db, scope, body, t, now }) {
    const r = chartRange(body, t);
    if ('error' in r) return r.error;
    return ok(await blocksOverTime(db, scope, r.range, now));
  },

  async Dashboard_GetAlertSummary({ db, scope, body, t, now }) {
    const r = chartRange(body, t);
    if ('error' in r) return r.error;
    return ok(await alertSummary(db, scope, r.range, now));
  },

  async Dashboard_GetNumberOfBlocksByTime({ db, scope, body, t, now }) {
    const r = chartRange(body, t);
    if ('error' in r) return r.error;
    return ok(await blocksByEventType(db, scope, r.range, now));
  },

  async Dashboard_GetGroupAssetsWithComputer({ db, scope, body }) {
    const site = await nodeInScope(db, scope, 'site', body.siteGuid);
    if (site === 'forbidden') return forbidden();
    const page = await groupAssetsWithComputers(db, scope, site.id, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Dashboard_GetComputerBrowseAsset({ db, scope, body }) {
    const site = await nodeInScope(db, scope, 'site', body.siteGuid);
    if (site === 'forbidden') return forbidden();
    let groupId: number | null = null;
    if (body.groupGuid) {
      const group = await nodeInScope(db, scope, 'group', body.groupGuid);
      if (group === 'forbidden') return forbidden();
      groupId = group.id;
    }
    const page = await computerBrowsePage(db, scope, { siteId: site.id, groupId }, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },
};
