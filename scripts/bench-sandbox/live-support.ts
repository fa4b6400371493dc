// What bench:sandbox's two live scenarios share (live-delivery.ts, live-cost.ts): a company admin
// who moves one Fabrikam alert between Unresolved and In review (a write every stream of its
// scope hears of), and an open GET /bff/live handing each message it receives to a callback.
import http from 'node:http';
import { createSseParser, type SseMessage } from '../../src/session/live/sse-parser';

/** The company admin who writes, and the scope headers of Fabrikam. */
export const WRITER = 'company.admin@sandbox.test';
const FABRIKAM_HEADERS = {
  'x-partner-guid': '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  'x-company-guid': '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  'x-site-guid': '',
  'x-group-guid': '',
};

export type AlertStatus = 'InReview' | 'Unresolved';

export interface AlertMover {
  alarmId: number;
  move(status: AlertStatus): Promise<void>;
}

/** An unresolved Fabrikam alert and a way to move it, as the signed-in writer (its cookie). */
export async function fabrikamAlertMover(base: string, cookie: string): Promise<AlertMover> {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json', ...FABRIKAM_HEADERS },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as { entityData: Array<{ alarmId: number }> };
  };
  const [alert] = (
    await call('POST', '/restapi/Alarm/ListAlarms', { page: 1, pageSize: 1, status: 'Unresolved' })
  ).entityData;
  if (!alert) throw new Error('no unresolved Fabrikam alert to move');
  return {
    alarmId: alert.alarmId,
    move: async (status) => {
      await call('PUT', '/restapi/Alarm/UpdateAlarmStatuses', { alarmIds: [alert.alarmId], status });
    },
  };
}

/** Opens the session's live stream (its cookie); resolves once it answered, to close it later. */
export function openLiveStream(
  base: string,
  cookie: string,
  onMessage: (message: SseMessage) => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/bff/live`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        const feed = createSseParser(onMessage);
        res.on('data', (chunk: string) => feed(chunk));
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}
