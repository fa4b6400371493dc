// Handlers of the Users area: the user list and user detail (Global, Partner and Company admins,
// bounded by the session's tenant whatever the query asks), the signed-in user's profile,
// password and per-user settings (own account only).
import { hashPassword, verifyPassword } from '../passwords';
import { endSessionsOfUser } from '../http/sessions';
import { forbidden, invalid, ok } from '../http/replies';
import { ACCOUNT_KEYS, signInKeys, throttledBody } from '../http/sign-in-refusals';
import { clearFailures, recordFailure, throttleState } from '../http/sign-in-throttle';
import type { HandlerMap } from '../http/types';
import { ownsCompany, ownsPartner } from '../data/tenant-ownership';
import { managedUser, userPage, type UserFilters } from '../data/users/managed-users';
import { entitiesOfUser, userTenantRow } from '../data/user-entities';
import { passwordHashOf, profileOf, saveProfileName, setPasswordHash } from '../data/users/own-account';
import { saveUserSetting, userSetting, userSettings } from '../data/users/user-settings';
import { liveCompanyByGuid, partnerByGuid } from '../data/tenants/tenant-lookups';

export const usersHandlers: HandlerMap = {
  async Users_List({ db, principal, query }) {
    const filters: UserFilters = { role: query.role, search: query.search };

    // The query's filters narrow within the session's bounds; naming another tenant is 403.
    if (query.companyGuid) {
      const company = await liveCompanyByGuid(db, query.companyGuid);
      if (company && !ownsCompany(principal, company)) return forbidden();
      filters.companyId = company?.id ?? -1;
    }
    if (query.partnerId) {
      const partner = await partnerByGuid(db, query.partnerId);
      if (!ownsPartner(principal, partner?.id)) return forbidden();
      filters.partnerId = partner?.id ?? -1;
    }
    const page = await userPage(db, principal, filters, query);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Users_ById({ db, principal, params }) {
    const found = await managedUser(db, principal, params.id);
    return found.ok ? ok(found.value) : found.error;
  },

  async User_GetUserAuthorizedEntities({ db, principal, params }) {
    const found = await managedUser(db, principal, params.id);
    if (!found.ok) return found.error;
    const row = await userTenantRow(db, params.id);
    const e = await entitiesOfUser(db, row!);
    return ok({ userGuid: found.value.userGuid, companies: e.companies, sites: e.sites, groups: e.groups });
  },

  async User_GetProfile({ db, principal }) {
    return ok(await profileOf(db, principal.userId));
  },

  async User_UpdateProfile({ db, principal, body }) {
    await saveProfileName(db, principal.userId, body.firstName, body.lastName);
    return ok(await profileOf(db, principal.userId), { message: 'Your profile has been updated.' });
  },

  async User_ChangePassword({ db, principal, body, t, now, client }) {
    // A wrong current password is a guess at the account's password: the sign-in's counters
    // (account, account at this address, address) count it and refuse alike, before comparing.
    const keys = signInKeys(principal.email.trim().toLowerCase(), client.address ?? '');
    const state = await throttleState(db, keys, now);
    if (state.retryAt) return { status: 429, body: throttledBody(state.retryAt, now) };
    const storedHash = await passwordHashOf(db, principal.userId);
    if (storedHash === null || !(await verifyPassword(body.currentPassword, storedHash))) {
      await recordFailure(db, keys, now);
      const key = 'validation.passwordChange.currentPassword.incorrect';
      return invalid([{ field: '/currentPassword', messageKey: key, message: t(key) }]);
    }
    await clearFailures(db, keys.slice(0, ACCOUNT_KEYS), state);
    const hash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, principal.userId, hash);
      // Every other session ends: whoever knew the old password is signed out with it.
      await endSessionsOfUser(tx, principal.userId, now, principal.sid);
    });
    return ok(null, { message: 'Your password has been changed.' });
  },

  async UserSettings_GetUserSettings({ db, principal, query }) {
    if (query.userGuid.toLowerCase() !== principal.userGuid.toLowerCase()) return forbidden();
    return ok(await userSettings(db, principal.userId));
  },

  async UserSettings_CreateOrUpdateUserSettings({ db, principal, body, now }) {
    if (body.userGuid.toLowerCase() !== principal.userGuid.toLowerCase()) return forbidden();
    await saveUserSetting(db, principal.userId, body.settingKey, body.settingValue, now);
    return ok((await userSetting(db, principal.userId, body.settingKey))!);
  },
};
