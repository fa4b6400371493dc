// The signed-in user's own account (Users area): the profile, its name change and the password
// hash. Only ever the row of the user id given: the session's own.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';

type S = components['schemas'];

/** The profile of one user. */
export async function profileOf(db: Queryable, userId: number): Promise<S['UserProfile']> {
  const [row] = await db.query<S['UserProfile']>(
    `select guid::text as "userGuid", first_name as "firstName", last_name as "lastName", email, role
     from users where id = $1`,
    [userId],
  );
  return row!;
}

/** Renames the user. */
export async function saveProfileName(
  db: Database,
  userId: number,
  firstName: string,
  lastName: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update users set first_name = $2, last_name = $3 where id = $1', [
      userId,
      firstName,
      lastName,
    ]);
  });
}

/** The user's stored password hash, or null for an unknown user. */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
    userId,
  ]);
  return row?.password_hash ?? null;
}

/** Replaces the user's password hash (inside the caller's transaction). */
export async function setPasswordHash(tx: Queryable, userId: number, hash: string): Promise<void> {
  await tx.query('update users set password_hash = $2 where id = $1', [userId, hash]);
}
