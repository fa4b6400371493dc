// Handlers of the Session area (the /restapi part; /bff/* is sandbox/http/bff.ts): the session
// user's tenants, the groups of a site, and the remote error log.
import { ok } from '../http/replies';
import { siteInBounds } from '../data/scope-filters';
import { writeErrorLog } from '../data/sessions/error-log';
import { groupGuidsOfSite } from '../data/sessions/site-group-guids';
import type { HandlerMap } from '../http/types';
import { entitiesOfUser } from '../data/user-entities';

const MAX_LOG_TEXT = 8000;

/**
 * The error log never keeps secrets: password/secret/token/key values, cookies and session ids
 * in what the console sends are masked before the entry is stored.
 */
export function redactSecrets(text: string): string {
  return (
    text
      // Cookie and Set-Cookie header lines: everything after the name.
      .replace(/\b((?:set-)?cookie)\s*:\s*[^\r\n]*/gi, '$1: ***')
      // JSON-ish "password": "..." pairs.
      .replace(
        /("(?:password|currentPassword|newPassword|confirmPassword|passwd|pwd|secret|clientSecret|apiKey|api_key|token|accessToken|refreshToken|authorization)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
        '$1"***"',
      )
      // key=value and key: value forms (query strings, headers, messages).
      .replace(
        /\b(password|currentPassword|newPassword|confirmPassword|passwd|pwd|secret|clientSecret|apiKey|api_key|token|access_token|refresh_token|authorization|ec_session|sid)(\s*[=:]\s*)(?!\*\*\*)(?:Bearer\s+)?[^\s&;,"']+/gi,
        '$1$2***',
      )
  );
}

export const sessionHandlers: HandlerMap = {
  async User_GetUserClaimsInformation({ db, principal }) {
    const e = await entitiesOfUser(db, {
      id: principal.userId,
      role: principal.role,
      partner_id: principal.partnerId,
      company_id: principal.companyId,
    });
    return ok({ partnerId: e.partnerGuid, companies: e.companies, sites: e.sites, groups: e.groups });
  },

  async Asset_GetAllGroupsForSite({ db, principal, query }) {
    const site = await siteInBounds(db, principal, query.siteGuid);
    if (!site.ok) return site.error;
    const { siteId, bounds } = site.value;
    return ok({ groupGuids: await groupGuidsOfSite(db, siteId, bounds) });
  },

  async Log_LogError({ db, principal, body, now }) {
    const clean = (s: string) => redactSecrets(s).slice(0, MAX_LOG_TEXT);
    const entry = {
      email: clean(body.email),
      exception: clean(body.exception),
      endpoint: clean(body.endpoint),
      browser: clean(body.browser),
    };
    await writeErrorLog(db, entry, principal.userId, now);
    return ok(null);
  },
};
