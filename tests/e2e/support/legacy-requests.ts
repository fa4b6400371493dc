// What the legacy management server's stub was asked for in this run (it records when the e2e
// sandbox starts it: sandbox-process.ts), read from the test process.
import { RECORD_PATH, type RecordedRequest } from '../../../sandbox/legacy/request-record';

export type { RecordedRequest };

/** The stub's base URL for this run (global-setup.ts). */
export function legacyUrl(): string {
  const url = process.env.E2E_LEGACY_URL;
  if (!url) throw new Error('E2E_LEGACY_URL is not set: run the e2e tests through playwright.config.ts');
  return url;
}

/** The requests the stub received for `path`, oldest first. */
export async function legacyRequests(path: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${legacyUrl()}${RECORD_PATH}`);
  const all = (await response.json()) as RecordedRequest[];
  return all.filter((request) => request.path === path);
}
