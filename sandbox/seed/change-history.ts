// Seed data of the change history (issue 29): the changes the contract's examples show, with the
// same ids (Fabrikam's SMTP settings changed by Marcus Webb, PDP-CHI-01's priority by Olivia
// Harper, an alert moved to In Review by Chloe Dubois), whose "after" values are the seeded
// world's, so that a restore of them works; and months of earlier changes of servers, alert
// conditions, agent settings and alerts by the admins of each tenant (tens of thousands at small
// scale, hundreds of thousands at large).
import type { Queryable } from '../db/database';
import { insertRows } from './context';
import { exampleClock } from './example-time';
import type { SeedModule } from './seed-module';

const FABRIKAM = 1001;
const NORTHWIND = 101;
const FINANCE = 3001;
const CHICAGO_HQ = 2001;
const HISTORY_DAYS = 180;
const COUNT = { small: 20_000, large: 300_000 } as const;

export const seedChangeHistory: SeedModule = async (ctx) => {
  const { db, now } = ctx;
  const at = exampleClock(now);
  const [email] = await db.query<{ id: number }>(
    "select id from global_settings where setting_key = 'EmailSettings' and company_id = $1",
    [FABRIKAM],
  );
  const chrome = 'Chrome 131 on Windows';
  const field = (name: string, before: unknown, after: unknown, secret = false) => ({
    field: name,
    before: secret ? null : before,
    after: secret ? null : after,
    secret,
  });
  const story: unknown[][] = [
    [
      51229,
      at('2026-11-18T16:40:27Z'),
      9006,
      'group.admin@sandbox.test',
      'Chloe Dubois',
      'GroupAdmin',
      'Fabrikam Manufacturing / Chicago HQ / Finance Workstations',
      '2001:db8:81::31',
      'Firefox 133 on macOS',
      'Alarm_UpdateAlarmStatuses',
      'Update',
      'Alert',
      '60102',
      'Malicious file blocked: update_helper.dll',
      JSON.stringify({ table: 'alarms', key: [60102] }),
      NORTHWIND,
      FABRIKAM,
      CHICAGO_HQ,
      FINANCE,
      JSON.stringify([field('status', 'Unresolved', 'InReview')]),
      true,
    ],
    [
      51236,
      at('2026-11-18T06:00:12Z'),
      9002,
      'partner.admin@sandbox.test',
      'Olivia Harper',
      'PartnerAdmin',
      'Northwind Security Partners',
      '203.0.113.77',
      chrome,
      'Server_CreateOrUpdateServer',
      'Update',
      'Server',
      '201',
      'PDP-CHI-01',
      JSON.stringify({ table: 'servers', key: [201] }),
      NORTHWIND,
      null,
      null,
      null,
      JSON.stringify([field('priority', 2, 1), field('password', null, null, true)]),
      true,
    ],
    [
      51237,
      at('2026-11-12T16:48:03Z'),
      9003,
      'company.admin@sandbox.test',
      'Marcus Webb',
      'CompanyAdmin',
      'Fabrikam Manufacturing',
      '203.0.113.24',
      chrome,
      'GlobalSettings_CreateOrUpdateSettings',
      'Update',
      'Settings',
      'EmailSettings',
      'EmailSettings',
      JSON.stringify({ table: 'global_settings', key: [email?.id ?? 0] }),
      NORTHWIND,
      FABRIKAM,
      null,
      null,
      JSON.stringify([
        field('server', 'smtp.fabrikam.example', 'mail.fabrikam.example'),
        field('port', 587, 25),
        field('secret', null, null, true),
      ]),
      true,
    ],
  ];
  await insertRows(
    db,
    'change_records',
    [
      ['id', 'int'],
      ['changed_at', 'timestamptz'],
      ['author_user_id', 'int'],
      ['author_email', 'text'],
      ['author_name', 'text'],
      ['author_role', 'text'],
      ['author_scope_name', 'text'],
      ['client_address', 'text'],
      ['browser', 'text'],
      ['operation', 'text'],
      ['action', 'text'],
      ['entity_type', 'text'],
      ['entity_id', 'text'],
      ['entity_name', 'text'],
      ['entity_key', 'jsonb'],
      ['partner_id', 'int'],
      ['company_id', 'int'],
      ['site_id', 'int'],
      ['group_id', 'int'],
      ['fields', 'jsonb'],
      ['restorable', 'boolean'],
    ],
    story,
  );
  await seedEarlierChanges(db, COUNT[ctx.scale], at('2026-11-01T00:00:00Z'));
  await db.query("select setval('change_records_id_seq', (select max(id) from change_records))");
};

/**
 * The months before the story: each change one entity's field moved by an admin of its tenant
 * (the company's admins, else the partner's), from an address and browser of a few, the ids
 * around the example ids, the newest first in time order. `numbers` makes only the changes
 * numbered first..last of the `count` (a test makes the last ones of the large count alone).
 */
export async function seedEarlierChanges(
  db: Queryable,
  count: number,
  until: Date,
  numbers: [first: number, last: number] = [1, count],
): Promise<void> {
  await db.query(
    `with entities as (
       select row_number() over (order by type, id) - 1 as k, e.* from (
         select 'Server' as type, s.id::text as id, s.name, s.partner_id, s.company_id, null::int as site_id,
                null::int as group_id, 'Server_CreateOrUpdateServer' as operation, 'servers' as tbl, s.id as key,
                'priority' as field, 1 as lo, 10 as hi
           from servers s where s.id <> 201
         union all
         select 'AlertCondition', c.id::text, c.name, co.partner_id, c.company_id, null, null, 'Alarm_UpdateCondition',
                'alarm_conditions', c.id, 'threshold', 1, 50
           from alarm_conditions c join companies co on co.id = c.company_id
         union all
         select 'AgentSettings', a.id::text, coalesce(g.name, co.name), co.partner_id, a.company_id, g.site_id,
                a.group_id, 'AgentMain_UpdateAgentMain', 'agent_settings', a.id, 'debugLogHours', 0, 72
           from agent_settings a join companies co on co.id = a.company_id left join groups g on g.id = a.group_id
         union all
         select 'Alert', al.id::text, al.title, co.partner_id, al.company_id, null, null, 'Alarm_UpdateAlarmStatuses',
                'alarms', al.id, 'status', 0, 2
           from (select * from alarms where id <> 60102 order by id limit 3000) al join companies co on co.id = al.company_id
       ) e
     ),
     entity_count as (select count(*)::int as total from entities),
     authors as (
       select coalesce(u.company_id, -u.partner_id) as owner,
              array_agg(jsonb_build_object('id', u.id, 'email', u.email, 'name', u.first_name || ' ' || u.last_name,
                'role', u.role) order by u.id) as list
       from users u where u.role in ('PartnerAdmin', 'CompanyAdmin', 'SiteAdmin', 'GroupAdmin')
       group by 1
     ),
     picks as (
       select n, e.*,
              coalesce(ac.list, ap.list) as list
       from generate_series($4::int, $5::int) n
       cross join entity_count
       -- bigint: at large scale n * 7919 passes the int range (2^31) from n = 271,182 on.
       join entities e on e.k = (n::bigint * 7919) % entity_count.total
       left join authors ac on ac.owner = e.company_id
       left join authors ap on ap.owner = -e.partner_id
     )
     insert into change_records (id, changed_at, author_user_id, author_email, author_name, author_role,
       author_scope_name, client_address, browser, operation, action, entity_type, entity_id, entity_name, entity_key,
       partner_id, company_id, site_id, group_id, fields, restorable)
     select case when n < 51229 then n else n + 9 end,
            $2::timestamptz - (($1::int - n) * ($3::float8 / $1::int)) * interval '1 day' - (n % 3571) * interval '1 second',
            (a ->> 'id')::int, a ->> 'email', a ->> 'name', a ->> 'role', null,
            '203.0.113.' || (n % 200 + 10), (array['Chrome 131 on Windows', 'Edge 131 on Windows', 'Firefox 133 on macOS',
            'Safari 18 on macOS'])[n % 4 + 1], operation, 'Update', type, id, name,
            jsonb_build_object('table', tbl, 'key', jsonb_build_array(key)), partner_id, company_id, site_id, group_id,
            case when field = 'status'
              then jsonb_build_array(jsonb_build_object('field', 'status', 'secret', false,
                     'before', (array['Unresolved', 'InReview', 'Resolved'])[n % 3 + 1],
                     'after', (array['Unresolved', 'InReview', 'Resolved'])[(n + 1) % 3 + 1]))
              else jsonb_build_array(jsonb_build_object('field', field, 'secret', false,
                     'before', lo + n % (hi - lo), 'after', lo + (n + 1) % (hi - lo)))
            end,
            true
     from picks cross join lateral (select list[1 + n % array_length(list, 1)] as a) author
     where list is not null`,
    [count, until, HISTORY_DAYS, ...numbers],
  );
}
