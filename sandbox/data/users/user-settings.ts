// The signed-in user's per-user settings (key/value pairs): read all, read one, save one.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import { iso } from '../timestamps';

type UserSetting = components['schemas']['UserSetting'];
type UserSettingInput = components['schemas']['UserSettingInput'];

const SETTING_SELECT = `select setting_key as "settingKey", setting_value as "settingValue", ${iso('updated_on')} as "updatedOn"
  from user_settings`;

/** Every setting of the user, by key. */
export function userSettings(db: Queryable, userId: number): Promise<UserSetting[]> {
  return db.query<UserSetting>(`${SETTING_SELECT} where user_id = $1 order by setting_key`, [userId]);
}

/** One setting of the user, or undefined. */
export async function userSetting(
  db: Queryable,
  userId: number,
  key: string,
): Promise<UserSetting | undefined> {
  const [row] = await db.query<UserSetting>(`${SETTING_SELECT} where user_id = $1 and setting_key = $2`, [
    userId,
    key,
  ]);
  return row;
}

/** Creates or replaces one setting of the user. */
export async function saveUserSetting(
  db: Database,
  userId: number,
  key: UserSettingInput['settingKey'],
  value: UserSettingInput['settingValue'],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into user_settings (user_id, setting_key, setting_value, updated_on) values ($1, $2, $3, $4)
       on conflict (user_id, setting_key) do update set setting_value = excluded.setting_value, updated_on = excluded.updated_on`,
      [userId, key, value, now],
    );
  });
}
