// Handlers of the Users area: the user list and user detail (Global, Partner and Company admins,
// bounded by the session's tenant whatever the query asks), the signed-in user's profile,
// password and per-user settings (own account only).
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';
import { hashPassword, verifyPassword } from '../passwords';
import { endSessionsOfUser } from '../http/sessions';
import { forbidden, invalid, ok } from '../http/replies';
import { iso } from '../data/timestamps';
import type { HandlerMap } from '../http/types';
import { ownsCompany, ownsPartner } from '../data/tenant-ownership';
import { managedUser, userPage, type UserFilters } from '../data/users/managed-users';
import { entitiesOfUser, type UserTenantRow } from '../data/user-entities';

type S = components['schemas'];

async function profileOf(db: Queryable, userId: number) {
  const [row] = await db.query<S['UserProfile']>(
    `select guid::text as "userGuid", first_name as "firstName", last_name as "lastName", email, role
     from users where id = $1`,
    [userId],
  );
  return row!;
}

const SETTING_SELECT = `select setting_key as "settingKey", setting_value as "settingValue", ${iso('updated_on')} as "updatedOn"
  from user_settings`;

export const usersHandlers: HandlerMap = {
  async Users_List({ db, principal, query }) {
    const filters: UserFilters = { role: query.role, search: query.search };

    // The query's filters narrow within the session's bounds; naming another tenant is 403.
    if (query.companyGuid) {
      const [company] = await db.query<{ id: number; partner_id: number }>(
        'select id, partner_id from companies where guid = $1 and not deleted',
        [query.companyGuid],
      );
      if (company && !ownsCompany(principal, company)) return forbidden();
      filters.companyId = company?.id ?? -1;
    }
    if (query.partnerId) {
      const [partner] = await db.query<{ id: number }>('select id from partners where guid = $1', [
        query.partnerId,
      ]);
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
    const [row] = await db.query<UserTenantRow>(
      'select id, role, partner_id, company_id from users where id = $1',
      [params.id],
    );
    const e = await entitiesOfUser(db, row!);
    return ok({ userGuid: found.value.userGuid, companies: e.companies, sites: e.sites, groups: e.groups });
  },

  async User_GetProfile({ db, principal }) {
    return ok(await profileOf(db, principal.userId));
  },

  async User_UpdateProfile({ db, principal, body }) {
    await db.transaction(async (tx) => {
      await tx.query('update users set first_name = $2, last_name = $3 where id = $1', [
        principal.userId,
        body.firstName,
        body.lastName,
      ]);
    });
    return ok(await profileOf(db, principal.userId), { message: 'Your profile has been updated.' });
  },

  async User_ChangePassword({ db, principal, body, t, now }) {
    const [row] = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      principal.userId,
    ]);
    if (!row || !verifyPassword(body.currentPassword, row.password_hash)) {
      const key = 'validation.passwordChange.currentPassword.incorrect';
      return invalid([{ field: '/currentPassword', messageKey: key, message: t(key) }]);
    }
    const hash = hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [principal.userId, hash]);
      // Every other session ends: whoever knew the old password is signed out with it.
      await endSessionsOfUser(tx, principal.userId, now, principal.sid);
    });
    return ok(null, { message: 'Your password has been changed.' });
  },

  async UserSettings_GetUserSettings({ db, principal, query }) {
    if (query.userGuid.toLowerCase() !== principal.userGuid.toLowerCase()) return forbidden();
    const rows = await db.query<S['UserSetting']>(
      `${SETTING_SELECT} where user_id = $1 order by setting_key`,
      [principal.userId],
    );
    return ok(rows);
  },

  async UserSettings_CreateOrUpdateUserSettings({ db, principal, body, now }) {
    if (body.userGuid.toLowerCase() !== principal.userGuid.toLowerCase()) return forbidden();
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into user_settings (user_id, setting_key, setting_value, updated_on) values ($1, $2, $3, $4)
         on conflict (user_id, setting_key) do update set setting_value = excluded.setting_value, updated_on = excluded.updated_on`,
        [principal.userId, body.settingKey, body.settingValue, now],
      );
    });
    const [row] = await db.query<S['UserSetting']>(
      `${SETTING_SELECT} where user_id = $1 and setting_key = $2`,
      [principal.userId, body.settingKey],
    );
    return ok(row!);
  },
};
