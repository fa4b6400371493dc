// The remote error log (Log_LogError): one entry written as given; the caller has already
// masked secrets and cut the texts to length.
import type { Database } from '../../db/database';

export interface ErrorLogEntry {
  email: string;
  exception: string;
  endpoint: string;
  browser: string;
}

/** Stores one entry of the user's error log. */
export async function writeErrorLog(
  db: Database,
  entry: ErrorLogEntry,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into error_logs (email, exception, endpoint, browser, logged_at, user_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [entry.email, entry.exception, entry.endpoint, entry.browser, now, userId],
    );
  });
}
