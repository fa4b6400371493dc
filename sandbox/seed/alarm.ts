// Seed data of the Alarm area: condition categories, about 40 conditions (global System and
// LiveSite ones, Security and DeploymentHealth ones of the named companies), alerts in all
// three states on real computers of their company, and the events folded into each alert.
// The named rows of the contract's examples come first with the same ids and values.
import type { SeedModule } from './index';
import { insertRows, type SeedContext } from './context';
import type { Random } from './random';

const EXAMPLE_TIME = Date.parse('2026-11-21T09:00:00Z');

type Kind = 'Security' | 'System' | 'DeploymentHealth' | 'LiveSite';
type Severity = 'Low' | 'Medium' | 'High' | 'Critical';

const CATEGORIES: Array<[number, string, Kind]> = [
  [11, 'Malicious file blocked', 'Security'],
  [12, 'Suspicious process activity', 'Security'],
  [13, 'Repeated blocks', 'Security'],
  [14, 'Policy tampering', 'Security'],
  [21, 'Agent offline', 'DeploymentHealth'],
  [22, 'Policy out of date', 'DeploymentHealth'],
  [23, 'Agent version outdated', 'DeploymentHealth'],
  [31, 'Management server resources', 'System'],
  [32, 'Log relay backlog', 'System'],
  [41, 'Console availability', 'LiveSite'],
  [42, 'API error rate', 'LiveSite'],
];

// [id, name, description, category, enabled, threshold, window, severity, emails, updatedOn]
type ConditionRow = [number, string, string, number, boolean, number, number, Severity, string[], string];

const FABRIKAM_CONDITIONS: ConditionRow[] = [
  [
    301,
    'Malicious file blocked on any endpoint',
    'A file classified malicious by hash lookup was blocked.',
    11,
    true,
    1,
    5,
    'Critical',
    ['it-security@fabrikam.example', 'marcus.webb@fabrikam.example'],
    '2026-11-02T15:20:00Z',
  ],
  [
    302,
    'Suspicious child process of Office',
    'Office applications start script hosts or shells.',
    12,
    true,
    1,
    15,
    'High',
    ['it-security@fabrikam.example', 'marcus.webb@fabrikam.example'],
    '2026-11-02T15:21:40Z',
  ],
  [
    303,
    'Same file blocked 50 times in a day',
    'One sha256 blocked repeatedly on one endpoint.',
    13,
    true,
    50,
    1440,
    'High',
    ['it-security@fabrikam.example', 'marcus.webb@fabrikam.example'],
    '2026-11-05T09:12:31Z',
  ],
  [
    304,
    'Repeated blocks from removable media',
    'Executables started from USB drives.',
    13,
    true,
    5,
    60,
    'Low',
    ['it-security@fabrikam.example'],
    '2026-11-05T09:14:02Z',
  ],
  [
    305,
    'Agent or policy tampering',
    'Attempts to stop the agent or change its files.',
    14,
    true,
    1,
    5,
    'Critical',
    ['it-security@fabrikam.example', 'marcus.webb@fabrikam.example'],
    '2026-11-02T15:24:18Z',
  ],
  [
    306,
    'Remote access tool blocked',
    'AnyDesk, TeamViewer and similar tools blocked.',
    13,
    false,
    1,
    60,
    'Medium',
    ['it-security@fabrikam.example'],
    '2026-11-12T11:47:55Z',
  ],
  [
    307,
    'Agent offline for 24 hours',
    'No heartbeat from an endpoint for a day.',
    21,
    true,
    1,
    1440,
    'Medium',
    ['helpdesk@fabrikam.example'],
    '2026-11-03T08:05:09Z',
  ],
  [
    308,
    'Policy older than 7 days',
    'The endpoint has not applied a new policy for a week.',
    22,
    true,
    1,
    1440,
    'Medium',
    ['helpdesk@fabrikam.example'],
    '2026-11-03T08:06:44Z',
  ],
  [
    309,
    'Agent version outdated',
    'Agent older than the current release 8.4.2.',
    23,
    true,
    1,
    1440,
    'Low',
    ['helpdesk@fabrikam.example'],
    '2026-11-03T08:08:27Z',
  ],
  [
    310,
    'Deployment failures in a group',
    'Three failed installs in one group within an hour.',
    21,
    false,
    3,
    60,
    'High',
    ['helpdesk@fabrikam.example', 'marcus.webb@fabrikam.example'],
    '2026-11-10T13:30:00Z',
  ],
];

const GLOBAL_CONDITIONS: ConditionRow[] = [
  [
    101,
    'Management server disk above 85 %',
    'Free space of the data volume of the management server.',
    31,
    true,
    1,
    15,
    'High',
    ['noc@northwind-sec.example'],
    '2026-11-01T09:00:00Z',
  ],
  [
    102,
    'Management server CPU above 90 % for 30 minutes',
    'Sustained CPU load of the management server.',
    31,
    true,
    6,
    30,
    'Medium',
    ['noc@northwind-sec.example'],
    '2026-11-01T09:02:11Z',
  ],
  [
    103,
    'Database connections exhausted',
    'The connection pool of the management database is full.',
    31,
    true,
    1,
    5,
    'Critical',
    ['noc@northwind-sec.example', 'dba@northwind-sec.example'],
    '2026-11-01T09:04:37Z',
  ],
  [
    104,
    'Log relay backlog above 100 000 events',
    'Events waiting on an LRP.',
    32,
    true,
    1,
    10,
    'High',
    ['noc@northwind-sec.example'],
    '2026-11-01T09:06:50Z',
  ],
  [
    105,
    'Log relay not forwarding',
    'An LRP has forwarded nothing for 15 minutes.',
    32,
    true,
    1,
    15,
    'Critical',
    ['noc@northwind-sec.example'],
    '2026-11-01T09:08:22Z',
  ],
  [
    106,
    'PDP certificate expires within 30 days',
    'TLS certificate of a policy distribution point.',
    31,
    true,
    1,
    1440,
    'Medium',
    ['noc@northwind-sec.example'],
    '2026-11-04T12:15:00Z',
  ],
  [
    107,
    'Nightly backup failed',
    'The management database backup did not complete.',
    31,
    true,
    1,
    1440,
    'High',
    ['dba@northwind-sec.example'],
    '2026-11-04T12:17:43Z',
  ],
  [
    108,
    'Hash lookup quota above 90 %',
    'Daily quota of the hash lookup service.',
    31,
    false,
    1,
    1440,
    'Low',
    ['noc@northwind-sec.example'],
    '2026-11-06T08:40:05Z',
  ],
  [
    111,
    'Console unavailable for 5 minutes',
    'The sign-in page of the console does not answer.',
    41,
    true,
    1,
    5,
    'Critical',
    ['noc@northwind-sec.example', 'oncall@northwind-sec.example'],
    '2026-11-01T09:20:00Z',
  ],
  [
    112,
    'Console response time above 5 seconds',
    'The 95th percentile of page loads over 10 minutes.',
    41,
    true,
    10,
    10,
    'Medium',
    ['noc@northwind-sec.example'],
    '2026-11-01T09:22:30Z',
  ],
  [
    113,
    'API error rate above 2 %',
    'Server errors of /restapi over 10 minutes.',
    42,
    true,
    1,
    10,
    'High',
    ['noc@northwind-sec.example', 'oncall@northwind-sec.example'],
    '2026-11-01T09:25:12Z',
  ],
  [
    114,
    'Sign-in failures spike',
    'More than 200 failed sign-ins in 15 minutes.',
    42,
    true,
    200,
    15,
    'High',
    ['secops@northwind-sec.example'],
    '2026-11-07T16:40:00Z',
  ],
];

/** Conditions the other companies get (their ids come from 120 up). */
const COMPANY_TEMPLATES: Array<[string, string, number, number, number, Severity, string]> = [
  [
    'Malicious file blocked on any endpoint',
    'A file classified malicious by hash lookup was blocked.',
    11,
    1,
    5,
    'Critical',
    'security',
  ],
  [
    'Suspicious child process of Office',
    'Office applications start script hosts or shells.',
    12,
    1,
    15,
    'High',
    'security',
  ],
  [
    'Same file blocked 50 times in a day',
    'One sha256 blocked repeatedly on one endpoint.',
    13,
    50,
    1440,
    'High',
    'security',
  ],
  [
    'Agent or policy tampering',
    'Attempts to stop the agent or change its files.',
    14,
    1,
    5,
    'Critical',
    'security',
  ],
  [
    'Agent offline for 24 hours',
    'No heartbeat from an endpoint for a day.',
    21,
    1,
    1440,
    'Medium',
    'helpdesk',
  ],
  [
    'Policy older than 7 days',
    'The endpoint has not applied a new policy for a week.',
    22,
    1,
    1440,
    'Medium',
    'helpdesk',
  ],
  ['Agent version outdated', 'Agent older than the current release 8.4.2.', 23, 1, 1440, 'Low', 'helpdesk'],
];
const COMPANY_TEMPLATES_JA: Array<[string, string]> = [
  ['悪意のあるファイルのブロック', 'ハッシュ検索で悪意ありと判定されたファイルをブロックしました。'],
  ['Office からの不審な子プロセス', 'Office アプリがスクリプトホストやシェルを起動しました。'],
  ['同一ファイルの繰り返しブロック', '同じ sha256 が 1 台の端末で繰り返しブロックされました。'],
  ['エージェントの改ざん', 'エージェントの停止またはファイル変更の試み。'],
  ['エージェント 24 時間オフライン', '1 日以上ハートビートがありません。'],
  ['ポリシーが 7 日以上古い', '1 週間新しいポリシーが適用されていません。'],
  ['エージェントのバージョンが古い', '現行リリース 8.4.2 より古いエージェント。'],
];

// ListAlarms example: [id, title, status, severity, condition, computer guid, triggered, updated, resolvedBy, count]
const NAMED_ALARMS: Array<
  [number, string, string, Severity, number, string, string, string, string | null, number]
> = [
  [
    60101,
    'Malicious file blocked: invoice_viewer.exe',
    'Unresolved',
    'Critical',
    301,
    '1a2b3c4d-0001-4e5f-8a9b-000000040001',
    '2026-11-19T07:58:31Z',
    '2026-11-19T07:58:31Z',
    null,
    4,
  ],
  [
    60102,
    'Malicious file blocked: update_helper.dll',
    'InReview',
    'Critical',
    301,
    '1a2b3c4d-0002-4e5f-8a9b-000000040002',
    '2026-11-18T15:12:09Z',
    '2026-11-18T16:40:27Z',
    null,
    1,
  ],
  [
    60103,
    'rclone.exe blocked 118 times in 24 hours',
    'Unresolved',
    'High',
    303,
    '1a2b3c4d-0003-4e5f-8a9b-000000040003',
    '2026-11-18T22:14:50Z',
    '2026-11-19T06:41:02Z',
    null,
    118,
  ],
  [
    60104,
    'FAB-ENG-LT107 offline for more than 24 hours',
    'Unresolved',
    'Medium',
    307,
    '1a2b3c4d-0005-4e5f-8a9b-000000040005',
    '2026-11-18T11:00:00Z',
    '2026-11-18T11:00:00Z',
    null,
    1,
  ],
  [
    60105,
    'Policy 2026.11.02.1 is older than 7 days',
    'InReview',
    'Medium',
    308,
    '1a2b3c4d-0003-4e5f-8a9b-000000040003',
    '2026-11-16T00:00:00Z',
    '2026-11-17T09:22:13Z',
    null,
    1,
  ],
  [
    60106,
    'powershell.exe started by EXCEL.EXE',
    'Resolved',
    'High',
    302,
    '1a2b3c4d-0004-4e5f-8a9b-000000040004',
    '2026-11-14T10:03:41Z',
    '2026-11-14T13:37:08Z',
    'Marcus Webb',
    2,
  ],
  [
    60107,
    'Agent 8.4.1.1151 is outdated',
    'Unresolved',
    'Low',
    309,
    '1a2b3c4d-0005-4e5f-8a9b-000000040005',
    '2026-11-12T02:00:00Z',
    '2026-11-19T02:00:00Z',
    null,
    8,
  ],
  [
    60108,
    'Attempt to stop the agent service',
    'Resolved',
    'Critical',
    305,
    '1a2b3c4d-0006-4e5f-8a9b-000000040006',
    '2026-11-11T19:45:12Z',
    '2026-11-12T08:15:33Z',
    'Hannah Kowalski',
    1,
  ],
  [
    60109,
    'AnyDesk.exe blocked',
    'Resolved',
    'Medium',
    306,
    '1a2b3c4d-0002-4e5f-8a9b-000000040002',
    '2026-11-15T20:03:14Z',
    '2026-11-16T09:01:47Z',
    'Chloe Dubois',
    3,
  ],
  [
    60110,
    'Malicious file blocked: invoice_viewer.exe',
    'Unresolved',
    'Critical',
    301,
    '1a2b3c4d-0013-4e5f-8a9b-000000040013',
    '2026-11-17T13:05:27Z',
    '2026-11-17T13:05:27Z',
    null,
    1,
  ],
  [
    60111,
    'usb_flash_tool.exe started from removable media',
    'InReview',
    'Low',
    304,
    '1a2b3c4d-0006-4e5f-8a9b-000000040006',
    '2026-11-13T06:52:18Z',
    '2026-11-13T14:10:00Z',
    null,
    6,
  ],
  [
    60112,
    'FAB-ENG-LT112 offline for more than 24 hours',
    'Resolved',
    'Medium',
    307,
    '1a2b3c4d-0014-4e5f-8a9b-000000040014',
    '2026-11-08T11:00:00Z',
    '2026-11-09T08:31:19Z',
    'Marcus Webb',
    1,
  ],
];

// GetAlarmsWithDetail example: [alarm, event id, type, time, user, file, path, sha256, publisher, parent, message]
const INVOICE = [
  'invoice_viewer.exe',
  'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe',
  '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
] as const;
const RCLONE = [
  'rclone.exe',
  'C:\\ProgramData\\sync\\rclone.exe',
  'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
] as const;
const OUTLOOK = 'C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE';
const NAMED_EVENTS: Array<
  [
    number,
    number,
    string,
    string,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string,
  ]
> = [
  [
    60101,
    7700431,
    'FileBlocked',
    '2026-11-19T07:58:31Z',
    'FABRIKAM\\mwebb',
    ...INVOICE,
    null,
    OUTLOOK,
    'Execution of invoice_viewer.exe was blocked (malicious).',
  ],
  [
    60101,
    7700388,
    'FileBlocked',
    '2026-11-19T07:57:02Z',
    'FABRIKAM\\mwebb',
    ...INVOICE,
    null,
    'C:\\Windows\\explorer.exe',
    'Execution of invoice_viewer.exe was blocked (malicious).',
  ],
  [
    60101,
    7699810,
    'FileBlocked',
    '2026-11-19T07:41:55Z',
    'FABRIKAM\\mwebb',
    ...INVOICE,
    null,
    'C:\\Windows\\explorer.exe',
    'Execution of invoice_viewer.exe was blocked (malicious).',
  ],
  [
    60101,
    7699202,
    'FileBlocked',
    '2026-11-19T07:40:19Z',
    'FABRIKAM\\mwebb',
    ...INVOICE,
    null,
    OUTLOOK,
    'Execution of invoice_viewer.exe was blocked (malicious).',
  ],
  [
    60103,
    7700102,
    'FileBlocked',
    '2026-11-19T06:41:02Z',
    'FABRIKAM\\svc-backup',
    ...RCLONE,
    null,
    'C:\\Windows\\System32\\svchost.exe',
    'Execution of rclone.exe was blocked (suspicious).',
  ],
  [
    60103,
    7699987,
    'FileBlocked',
    '2026-11-19T06:26:02Z',
    'FABRIKAM\\svc-backup',
    ...RCLONE,
    null,
    'C:\\Windows\\System32\\svchost.exe',
    'Execution of rclone.exe was blocked (suspicious).',
  ],
  [
    60103,
    7699861,
    'FileBlocked',
    '2026-11-19T06:11:01Z',
    'FABRIKAM\\svc-backup',
    ...RCLONE,
    null,
    'C:\\Windows\\System32\\svchost.exe',
    'Execution of rclone.exe was blocked (suspicious).',
  ],
  [
    60104,
    7683340,
    'AgentHeartbeatMissed',
    '2026-11-18T11:00:00Z',
    null,
    null,
    null,
    null,
    null,
    null,
    'No heartbeat from FAB-ENG-LT107 since 2026-11-17T10:58:12Z.',
  ],
];

// Files for generated security alerts: name, path, sha256 prefix seed, publisher, verdict.
const BAD_FILES: Array<[string, string, string | null, string]> = [
  ['mimikatz.exe', 'C:\\Users\\Public\\mimikatz.exe', null, 'malicious'],
  ['svchost32.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\svchost32.exe', null, 'malicious'],
  ['invoice_2026_11.pdf.exe', 'C:\\Users\\{u}\\Downloads\\invoice_2026_11.pdf.exe', null, 'malicious'],
  ['coinminer.exe', 'C:\\ProgramData\\Intel\\coinminer.exe', null, 'malicious'],
  ['remcos.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\remcos\\remcos.exe', null, 'malicious'],
  ['keygen_patch.exe', 'C:\\Users\\{u}\\Downloads\\keygen_patch.exe', null, 'malicious'],
  ['rclone.exe', 'C:\\ProgramData\\sync\\rclone.exe', null, 'suspicious'],
  ['AnyDesk.exe', 'C:\\Users\\{u}\\Downloads\\AnyDesk.exe', 'philandro Software GmbH', 'suspicious'],
  [
    'TeamViewer_Setup.exe',
    'C:\\Users\\{u}\\Downloads\\TeamViewer_Setup.exe',
    'TeamViewer Germany GmbH',
    'suspicious',
  ],
  ['nc64.exe', 'C:\\Users\\{u}\\AppData\\Local\\Temp\\nc64.exe', null, 'suspicious'],
  ['ngrok.exe', 'C:\\Users\\{u}\\Downloads\\ngrok.exe', 'ngrok LLC', 'suspicious'],
];
const CHILD_PROCESSES: Array<[string, string]> = [
  ['powershell.exe', 'EXCEL.EXE'],
  ['cmd.exe', 'WINWORD.EXE'],
  ['wscript.exe', 'OUTLOOK.EXE'],
  ['mshta.exe', 'EXCEL.EXE'],
  ['certutil.exe', 'WINWORD.EXE'],
  ['rundll32.exe', 'POWERPNT.EXE'],
];
const TAMPERING = [
  'Attempt to stop the agent service',
  'Agent configuration file modified',
  'Policy file deleted',
  'Agent driver unload attempt',
];
const SYSTEM_TITLES: Record<number, string[]> = {
  31: [
    'Management server disk at 91 %',
    'Management server CPU at 97 % for 35 minutes',
    'Database connection pool exhausted',
    'Nightly backup failed: disk full',
    'PDP-CHI-01 certificate expires in 21 days',
  ],
  32: [
    'LRP-CHI-01 backlog at 142 000 events',
    'LRP-IAD-01 has not forwarded for 18 minutes',
    'LRP-AMS-01 backlog at 108 500 events',
  ],
  41: ['Console sign-in page unavailable for 7 minutes', 'Console response time 6.2 s (p95)'],
  42: [
    'API error rate 3.4 % over 10 minutes',
    '412 failed sign-ins in 15 minutes',
    'API error rate 2.6 % over 10 minutes',
  ],
};

interface ComputerRow {
  id: number;
  guid: string;
  name: string;
  company_id: number;
  agent_version: string;
  policy_version: string;
  logged_on_user: string | null;
  domain: string | null;
}

function severityRank(s: Severity): number {
  return ['Low', 'Medium', 'High', 'Critical'].indexOf(s);
}

export const seedAlarm: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const rng = ctx.random('alarm');
  const shift = ctx.now.getTime() - EXAMPLE_TIME;
  const at = (iso: string) => new Date(Date.parse(iso) + shift);
  const large = ctx.scale === 'large';

  await insertRows(
    db,
    'alarm_categories',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['kind', 'text'],
    ],
    CATEGORIES,
  );

  const companies = await db.query<{ id: number; name: string; email: string | null; japanese: boolean }>(
    `select id, name, email, country = 'Japan' as japanese from companies where not deleted order by id`,
  );
  const computers = await db.query<ComputerRow>(
    `select c.id, c.guid::text as guid, c.name, s.company_id, c.agent_version, c.policy_version, c.logged_on_user, c.domain
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id where not c.deleted order by c.id`,
  );
  const users = await db.query<{ company_id: number; name: string }>(
    `select company_id, first_name || ' ' || last_name as name from users where company_id is not null
       and role in ('CompanyAdmin', 'SiteAdmin', 'GroupAdmin') order by id`,
  );
  const byGuid = new Map(computers.map((c) => [c.guid, c]));
  const computersOf = new Map<number, ComputerRow[]>();
  for (const c of computers) computersOf.set(c.company_id, [...(computersOf.get(c.company_id) ?? []), c]);
  const usersOf = new Map<number, string[]>();
  for (const u of users) usersOf.set(u.company_id, [...(usersOf.get(u.company_id) ?? []), u.name]);

  // Conditions
  const conditions: unknown[][] = [];
  const emailRows: unknown[][] = [];
  interface Cond {
    id: number;
    companyId: number | null;
    name: string;
    description: string;
    category: number;
    severity: Severity;
    enabled: boolean;
  }
  const conds: Cond[] = [];
  const addCondition = (row: ConditionRow, companyId: number | null) => {
    const [id, name, description, category, enabled, threshold, window, severity, emails, updated] = row;
    conditions.push([
      id,
      companyId,
      category,
      name,
      description,
      enabled,
      threshold,
      window,
      severity,
      at(updated),
    ]);
    emailRows.push([id, emails.join(',')]);
    conds.push({ id, companyId, name, description, category, severity, enabled });
  };
  for (const row of GLOBAL_CONDITIONS) addCondition(row, null);
  for (const row of FABRIKAM_CONDITIONS) addCondition(row, 1001);
  // The other named companies (1002-1008), and in the large world more companies, get a few each.
  const others = companies
    .filter((c) => c.id !== 1001 && (c.id <= 1008 || (large && c.id % 3 === 0)))
    .slice(0, large ? 40 : 7);
  let conditionId = 120;
  for (const company of others) {
    const domain = (company.email ?? 'it@example.com').split('@')[1];
    const picks = [0, 4, ...[1, 2, 3, 5, 6].filter(() => rng.chance(0.4))].slice(0, 5);
    for (const i of picks) {
      if (conditionId >= 300) break;
      const [name, description, category, threshold, window, severity, mailbox] = COMPANY_TEMPLATES[i]!;
      const [nameJa, descriptionJa] = COMPANY_TEMPLATES_JA[i]!;
      addCondition(
        [
          conditionId++,
          company.japanese ? nameJa : name,
          company.japanese ? descriptionJa : description,
          category,
          rng.chance(0.85),
          threshold,
          window,
          severity,
          [`${mailbox}@${domain}`],
          rng.dateBefore(new Date(EXAMPLE_TIME - 15 * 86_400_000), 60).toISOString(),
        ],
        company.id,
      );
    }
  }
  await insertRows(
    db,
    'alarm_conditions',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['category_id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['enabled', 'boolean'],
      ['threshold', 'int'],
      ['window_minutes', 'int'],
      ['severity', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    conditions,
  );
  // Arrays do not go through unnest(): the e-mail lists are set in a second statement.
  await db.query(
    `update alarm_conditions k set notify_emails = string_to_array(v.emails, ',')
     from unnest($1::int[], $2::text[]) as v(id, emails) where k.id = v.id`,
    [emailRows.map((r) => r[0]), emailRows.map((r) => r[1])],
  );

  // Alerts and their events
  const alarms: unknown[][] = [];
  const events: unknown[][] = [];
  const condById = new Map(conds.map((c) => [c.id, c]));
  for (const [
    id,
    title,
    status,
    severity,
    condition,
    guid,
    triggered,
    updated,
    resolvedBy,
    count,
  ] of NAMED_ALARMS) {
    const c = condById.get(condition)!;
    const computer = byGuid.get(guid)!;
    alarms.push([
      id,
      `b52d8e14-7f3a-4c9b-8e21-0000000${id}`,
      title,
      status,
      severity,
      condition,
      c.name,
      c.description,
      c.category,
      1001,
      computer.id,
      at(triggered),
      at(updated),
      resolvedBy,
      count,
    ]);
  }
  for (const [
    alarm,
    eventId,
    type,
    time,
    user,
    file,
    path,
    sha,
    publisher,
    parent,
    message,
  ] of NAMED_EVENTS) {
    events.push([eventId, alarm, type, at(time), user, file, path, sha, publisher, parent, message]);
  }
  let eventId = 8_000_000;
  const fileSha = new Map<string, string>([
    [RCLONE[0], RCLONE[2]],
    [INVOICE[0], INVOICE[2]],
  ]);
  const shaOf = (file: string) => {
    if (!fileSha.has(file)) fileSha.set(file, rng.hex(64));
    return fileSha.get(file)!;
  };
  /** Generated events of an alert (at most 5 stored, the newest at `last`). */
  const addEvents = (
    alarm: number,
    category: number,
    computer: ComputerRow | null,
    title: string,
    first: Date,
    last: Date,
    count: number,
    rngE: Random,
  ) => {
    const n = Math.min(count, 5);
    const user = computer?.logged_on_user ? `${computer.domain ?? 'CORP'}\\${computer.logged_on_user}` : null;
    const bad = BAD_FILES.find((f) => title.includes(f[0])) ?? rngE.pick(BAD_FILES);
    const path = bad[1].replace('{u}', (computer?.logged_on_user ?? 'user').split('.')[0]!);
    for (let k = 0; k < n; k++) {
      const time =
        k === 0 ? last : new Date(Math.max(first.getTime(), last.getTime() - k * rngE.int(60, 3600) * 1000));
      let row: unknown[];
      switch (category) {
        case 11:
        case 13:
          row = [
            'FileBlocked',
            user,
            bad[0],
            path,
            shaOf(bad[0]),
            bad[2],
            rngE.pick(['C:\\Windows\\explorer.exe', OUTLOOK, 'C:\\Windows\\System32\\svchost.exe']),
            `Execution of ${bad[0]} was blocked (${bad[3]}).`,
          ];
          break;
        case 12: {
          const [child, parentName] =
            CHILD_PROCESSES.find(([ch, pa]) => title.startsWith(`${ch} started by ${pa}`)) ??
            rngE.pick(CHILD_PROCESSES);
          row = [
            'ProcessStarted',
            user,
            child,
            `C:\\Windows\\System32\\${child}`,
            null,
            'Microsoft Windows',
            `C:\\Program Files\\Microsoft Office\\root\\Office16\\${parentName}`,
            `${child} was started by ${parentName}.`,
          ];
          break;
        }
        case 14:
          row = [
            'TamperAttempt',
            user,
            'sc.exe',
            'C:\\Windows\\System32\\sc.exe',
            null,
            'Microsoft Windows',
            'C:\\Windows\\System32\\cmd.exe',
            `${title} on ${computer?.name ?? 'the endpoint'}.`,
          ];
          break;
        case 21:
          row = [
            'AgentHeartbeatMissed',
            null,
            null,
            null,
            null,
            null,
            null,
            `No heartbeat from ${computer?.name ?? 'the endpoint'} since ${new Date(time.getTime() - 86_400_000).toISOString().slice(0, 19)}Z.`,
          ];
          break;
        case 22:
          row = [
            'PolicyCheck',
            null,
            null,
            null,
            null,
            null,
            null,
            `${computer?.name ?? 'The endpoint'} still runs policy ${computer?.policy_version ?? 'unknown'}.`,
          ];
          break;
        case 23:
          row = [
            'AgentVersionCheck',
            null,
            null,
            null,
            null,
            null,
            null,
            `${computer?.name ?? 'The endpoint'} runs agent ${computer?.agent_version ?? 'unknown'}.`,
          ];
          break;
        default:
          row = ['ServerMetric', null, null, null, null, null, null, title];
      }
      events.push([eventId++, alarm, row[0], time, ...row.slice(1)]);
    }
  };
  const rngE = ctx.random('alarm-events');
  for (const [id, title, , , condition, guid, triggered, updated, , count] of NAMED_ALARMS) {
    if (NAMED_EVENTS.some((e) => e[0] === id)) continue;
    addEvents(
      id,
      condById.get(condition)!.category,
      byGuid.get(guid)!,
      title,
      at(triggered),
      at(updated),
      count,
      rngE,
    );
  }

  const total = large ? 3000 : 300;
  const companyConds = conds.filter((c) => c.companyId !== null);
  const globalConds = conds.filter((c) => c.companyId === null);
  let alarmId = 60113;
  while (alarms.length < total) {
    const global = rng.chance(0.07);
    const cond = global
      ? rng.pick(globalConds)
      : rng.chance(0.35)
        ? rng.pick(companyConds.filter((c) => c.companyId === 1001))
        : rng.pick(companyConds);
    const companyId = cond.companyId;
    const pool = companyId === null ? [] : (computersOf.get(companyId) ?? []);
    if (companyId !== null && pool.length === 0) continue;
    const computer = companyId === null ? null : rng.pick(pool);
    const triggered = rng.dateBefore(new Date(ctx.now.getTime() - 10 * 60_000), 45);
    const status = rng.weighted([
      ['Unresolved', 45],
      ['InReview', 20],
      ['Resolved', 35],
    ] as const);
    const updated = new Date(
      Math.min(ctx.now.getTime() - 60_000, triggered.getTime() + rng.int(0, 72 * 60) * 60_000),
    );
    const ja = companies.find((c) => c.id === companyId)?.japanese ?? false;
    let title: string;
    let count = 1;
    switch (cond.category) {
      case 11: {
        const f = rng.pick(BAD_FILES.filter((b) => b[3] === 'malicious'));
        title = ja ? `悪意のあるファイルをブロック: ${f[0]}` : `Malicious file blocked: ${f[0]}`;
        count = rng.int(1, 6);
        break;
      }
      case 12: {
        const [child, parent] = rng.pick(CHILD_PROCESSES);
        title = `${child} started by ${parent}`;
        count = rng.int(1, 3);
        break;
      }
      case 13: {
        const f = rng.pick(BAD_FILES);
        count = rng.int(50, 400);
        title = ja
          ? `${f[0]} が 24 時間で ${count} 回ブロックされました`
          : `${f[0]} blocked ${count} times in 24 hours`;
        break;
      }
      case 14:
        title = rng.pick(TAMPERING);
        break;
      case 21:
        title = ja
          ? `${computer!.name} が 24 時間以上オフライン`
          : `${computer!.name} offline for more than 24 hours`;
        break;
      case 22:
        title = `Policy ${computer!.policy_version} is older than 7 days`;
        break;
      case 23:
        title = `Agent ${computer!.agent_version} is outdated`;
        count = rng.int(1, 10);
        break;
      default:
        title = rng.pick(SYSTEM_TITLES[cond.category] ?? ['Management server alert']);
        count = rng.int(1, 4);
    }
    const severity = rng.chance(0.8)
      ? cond.severity
      : (['Low', 'Medium', 'High', 'Critical'] as const)[Math.min(3, severityRank(cond.severity) + 1)]!;
    const resolvedBy =
      status === 'Resolved'
        ? rng.pick(companyId === null ? ['Global Admin'] : (usersOf.get(companyId) ?? ['Olivia Harper']))
        : null;
    const id = alarmId++;
    alarms.push([
      id,
      rng.uuid(),
      title,
      status,
      severity,
      cond.id,
      cond.name,
      cond.description,
      cond.category,
      companyId,
      computer?.id ?? null,
      triggered,
      updated,
      resolvedBy,
      count,
    ]);
    addEvents(
      id,
      cond.category,
      computer,
      title,
      triggered,
      status === 'Resolved' ? triggered : updated,
      count,
      rngE,
    );
  }
  await insertRows(
    db,
    'alarms',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['title', 'text'],
      ['status', 'text'],
      ['severity', 'text'],
      ['condition_id', 'int'],
      ['condition_name', 'text'],
      ['condition_description', 'text'],
      ['category_id', 'int'],
      ['company_id', 'int'],
      ['computer_id', 'int'],
      ['triggered_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
      ['resolved_by', 'text'],
      ['event_count', 'int'],
    ],
    alarms,
  );
  await insertRows(
    db,
    'alarm_events',
    [
      ['id', 'bigint'],
      ['alarm_id', 'int'],
      ['event_type', 'text'],
      ['event_time', 'timestamptz'],
      ['user_name', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
      ['sha256', 'text'],
      ['publisher', 'text'],
      ['parent_process', 'text'],
      ['message', 'text'],
    ],
    events,
  );
};
