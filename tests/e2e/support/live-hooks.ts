// Test hooks of the E2E sandbox process (never of `npm start`'s): what another console or an agent
// would do to the world while a browser watches, for the live console's test. Each writes
// through the sandbox's own database, so its triggers put the change in the live stream's outbox.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../sandbox/db/database';
import { RESERVED_USERS } from './reserved-users';

export const LIVE_HOOK_PATH = '/sandbox/e2e/live';

type HookRequest =
  | { action: 'pickCompany' }
  | { action: 'raiseAlarm'; companyId: number }
  | { action: 'removeAlarm'; alarmId: number }
  | { action: 'setStatus'; alarmId: number; status: 'Unresolved' | 'InReview' | 'Resolved' };

export function registerLiveHooks(app: FastifyInstance, db: Database): void {
  app.post(LIVE_HOOK_PATH, async (request) => {
    const body = request.body as HookRequest;
    switch (body.action) {
      case 'pickCompany': {
        // A company no other E2E test reads (not the demo accounts' companies), in English, with
        // two company admins and open alerts.
        const [row] = await db.query<{ id: number; emails: string[] }>(
          `select c.id, array_agg(u.email order by u.id) as emails
           from companies c join users u on u.company_id = c.id and u.role = 'CompanyAdmin'
           where not c.deleted and coalesce(c.country, '') <> 'Japan'
             and c.name not in ('Fabrikam Manufacturing', 'Tailspin Toys')
             and not exists (select 1 from user_companies uc where uc.user_id = u.id)
             and u.email not like '%@sandbox.test'
             and (select count(*) from alarms a where a.company_id = c.id and a.status = 'Unresolved') >= 3
             and not exists (select 1 from users r where r.company_id = c.id and r.email = any($1::text[]))
           group by c.id having count(*) >= 2 order by c.id limit 1`,
          [RESERVED_USERS],
        );
        return row;
      }
      case 'raiseAlarm': {
        // A copy of one of the company's alerts, raised now (newest first in the list).
        const [row] = await db.query<{ id: number }>(
          `insert into alarms (id, guid, title, status, severity, condition_id, condition_name, condition_description,
             category_id, company_id, computer_id, triggered_on, updated_on, resolved_by, event_count)
           select (select max(id) + 1 from alarms), md5(random()::text)::uuid, title, 'Unresolved', severity,
             condition_id, condition_name, condition_description, category_id, company_id, computer_id,
             (select max(triggered_on) from alarms) + interval '1 second',
             (select max(triggered_on) from alarms) + interval '1 second', null, event_count
           from alarms where company_id = $1 order by id limit 1
           returning id`,
          [body.companyId],
        );
        return row;
      }
      case 'removeAlarm':
        await db.query('delete from alarms where id = $1', [body.alarmId]);
        return { ok: true };
      case 'setStatus':
        await db.query('update alarms set status = $2, resolved_by = null where id = $1', [
          body.alarmId,
          body.status,
        ]);
        return { ok: true };
      default:
        return { ok: false };
    }
  });
}
