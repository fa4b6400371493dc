// Seeded users that one e2e test alone signs in as (its assertions count their sessions): tests
// that pick a user or company of their own (the live console's hook) leave these and their
// companies alone.
export const PROFILE_SESSIONS_USER = 'g.liu@woodgrovebank.example';

export const RESERVED_USERS: readonly string[] = [PROFILE_SESSIONS_USER];
