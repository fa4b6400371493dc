// Seed data of the Agent area: role-policy templates, agent main settings of the agms groups
// (some customised, the rest on the product defaults), the event policies of a few groups and
// about 60 ignore-event and event-severity rules of groups and templates. The named rows of the
// contract's examples (Finance Workstations, templates 41-48) keep their ids and values.
import type { SeedModule } from './seed-module';
import { insertRows, type SeedContext } from './context';
import { exampleClock } from './example-time';
import type { Random } from './random';

const FINANCE = 3001;

/** The product defaults of the agent main settings (ResetToDefaultAgentMain). */
export const AGENT_DEFAULTS = {
  policyPollingInterval: 300,
  logPostingInterval: 120,
  maxLogFolderSize: 512,
  logSeverity: 'Warning',
  summaryMode: false,
  encryptionMethod: 'AES256',
  reportProcessHash: true,
  reportProcessTree: true,
  reportPublisherInfo: true,
  encryptLogs: true,
  debugLogHours: 0,
  debugLogSeverity: 'Verbose',
  debugLogFolderSize: 100,
} as const;

/** The event policies of a group or template: [policyId, name, policyTypeId, enabled by default]. */
export const EVENT_POLICIES: Array<[number, string, number, boolean]> = [
  [1, 'Ignore Events Filter Policy', 1, true],
  [2, 'Event Severity Policy', 19, true],
  [3, 'Agent Alerts', 17, true],
  [4, 'Summary Events', 18, false],
  [5, 'Process Tree Reporting', 20, true],
  [6, 'Code Load Events', 13, true],
  [7, 'Removable Media Events', 5, true],
  [8, 'NetLock Events', 15, false],
];

// [id, name, description, type, policy type, company]
const TEMPLATES: Array<[number, string, string, number, number, number | null]> = [
  [41, 'Standard Workstation', 'Office desktops and laptops.', 1, 12, null],
  [42, 'Finance Lockdown', 'Finance desktops: trusted publishers only.', 1, 12, null],
  [43, 'Developer Laptop', 'Compilers, package managers and local servers allowed.', 1, 12, null],
  [44, 'Shop-floor Kiosk', 'Single-app kiosks.', 2, 10, null],
  [45, 'Bank Teller', 'Teller stations with receipt printers.', 2, 10, null],
  [46, 'Design Workstation', 'Creative applications and plug-ins.', 1, 12, null],
  [47, '経理部標準', '経理部の標準ポリシー。', 1, 12, 1003],
  [48, 'Shared Terminal', 'Shared PCs in meeting rooms and reception.', 2, 10, null],
  [49, 'Detroit Plant Floor', 'Kiosks and HMI panels of the Detroit plant.', 2, 10, 1001],
  [50, 'Branch Back Office', 'Back-office PCs of the bank branches.', 1, 12, 1005],
];

type Cond = [string, string, string];
const FINANCE_IGNORE: Array<[number, string, string, Cond[], string]> = [
  [
    701,
    'Excel add-in loader noise',
    'DllLoadBlocked',
    [
      ['processName', 'equals', 'EXCEL.EXE'],
      ['filePath', 'startsWith', 'C:\\Program Files\\Microsoft Office\\root\\Office16\\ADDINS\\'],
    ],
    '2026-11-03T10:11:12Z',
  ],
  [
    702,
    'Windows Update cleanup scripts',
    'ScriptBlocked',
    [
      ['parentProcessName', 'equals', 'TiWorker.exe'],
      ['filePath', 'startsWith', 'C:\\Windows\\SoftwareDistribution\\'],
    ],
    '2026-11-03T10:13:40Z',
  ],
  [
    703,
    'Backup agent temporary executables',
    'ExecutionBlocked',
    [
      ['filePath', 'startsWith', 'C:\\ProgramData\\Veeam\\Backup\\'],
      ['publisher', 'equals', 'Veeam Software Group GmbH'],
    ],
    '2026-11-04T08:02:51Z',
  ],
  [
    704,
    'Allowed Zoom launcher',
    'ExecutionAllowed',
    [
      ['fileName', 'equals', 'Zoom.exe'],
      ['publisher', 'equals', 'Zoom Video Communications, Inc.'],
    ],
    '2026-11-05T16:20:03Z',
  ],
  [
    705,
    'Label printer USB tool',
    'RemovableMediaBlocked',
    [
      ['fileName', 'equals', 'usb_flash_tool.exe'],
      ['computerName', 'startsWith', 'FAB-FIN-'],
    ],
    '2026-11-06T09:45:38Z',
  ],
  [
    706,
    'Proxy auto-config lookups',
    'NetworkBlocked',
    [
      ['processName', 'equals', 'svchost.exe'],
      ['commandLine', 'contains', 'WinHttpAutoProxySvc'],
    ],
    '2026-11-07T14:30:00Z',
  ],
  [
    707,
    'Printer driver certificate chain',
    'CertificateUntrusted',
    [['publisher', 'equals', 'Brother Industries, Ltd.']],
    '2026-11-10T11:05:27Z',
  ],
  [
    708,
    'QuickBooks elevation prompts',
    'ElevationRequested',
    [
      ['fileName', 'equals', 'QBW32.exe'],
      ['filePath', 'startsWith', 'C:\\Program Files\\Intuit\\'],
    ],
    '2026-11-12T15:40:19Z',
  ],
  [
    709,
    'Service account policy checks',
    'PolicyViolation',
    [
      ['userName', 'equals', 'FABRIKAM\\svc-backup'],
      ['processName', 'notEquals', 'rclone.exe'],
    ],
    '2026-11-14T08:12:44Z',
  ],
  [
    710,
    '勤怠管理 自動更新',
    'ExecutionBlocked',
    [
      ['fileName', 'endsWith', '勤怠管理.exe'],
      ['publisher', 'equals', 'さくらソフト株式会社'],
    ],
    '2026-11-15T02:26:10Z',
  ],
];
const FINANCE_SEVERITY: Array<[number, string, string, Cond[], string]> = [
  [
    801,
    'Downloads folder executables',
    'High',
    [['filePath', 'contains', '\\Downloads\\']],
    '2026-11-03T10:20:00Z',
  ],
  [
    802,
    'Office spawning PowerShell',
    'Critical',
    [
      ['parentProcessName', 'equals', 'EXCEL.EXE'],
      ['processName', 'equals', 'powershell.exe'],
    ],
    '2026-11-03T10:22:31Z',
  ],
  [
    803,
    'DLLs loaded from Temp',
    'High',
    [
      ['filePath', 'contains', '\\AppData\\Local\\Temp\\'],
      ['fileName', 'endsWith', '.dll'],
    ],
    '2026-11-04T09:10:05Z',
  ],
  [804, 'Cloud sync tools', 'Medium', [['fileName', 'equals', 'rclone.exe']], '2026-11-07T22:40:18Z'],
  [805, 'Remote access tools', 'High', [['fileName', 'equals', 'AnyDesk.exe']], '2026-11-15T20:30:00Z'],
  [
    806,
    'Signed Microsoft binaries',
    'Low',
    [
      ['publisher', 'startsWith', 'Microsoft'],
      ['filePath', 'startsWith', 'C:\\Windows\\'],
    ],
    '2026-11-05T12:00:42Z',
  ],
  [
    807,
    'Known installers',
    'Info',
    [['filePath', 'startsWith', 'C:\\Windows\\Installer\\']],
    '2026-11-05T12:02:10Z',
  ],
  [
    808,
    'Adobe updater',
    'Low',
    [
      ['publisher', 'equals', 'Adobe Inc.'],
      ['fileName', 'contains', 'Update'],
    ],
    '2026-11-09T10:30:27Z',
  ],
  [
    809,
    '経理部 給与システム',
    'Medium',
    [['filePath', 'startsWith', 'C:\\Program Files (x86)\\KyuyoSystem\\']],
    '2026-11-15T02:40:51Z',
  ],
];

// Pools for the generated rules of other groups and templates.
const IGNORE_POOL: Array<[string, string, Cond[]]> = [
  [
    'Teams update helper',
    'ExecutionBlocked',
    [
      ['fileName', 'equals', 'Update.exe'],
      ['filePath', 'contains', '\\Microsoft\\Teams\\'],
    ],
  ],
  [
    'Chrome updater',
    'ExecutionBlocked',
    [
      ['fileName', 'equals', 'GoogleUpdate.exe'],
      ['publisher', 'equals', 'Google LLC'],
    ],
  ],
  ['Printer spooler scripts', 'ScriptBlocked', [['parentProcessName', 'equals', 'spoolsv.exe']]],
  ['Scanner driver prompts', 'ElevationRequested', [['publisher', 'equals', 'PFU Limited']]],
  [
    'Receipt printer USB',
    'RemovableMediaBlocked',
    [
      ['fileName', 'equals', 'TMUSB.exe'],
      ['publisher', 'equals', 'Seiko Epson Corporation'],
    ],
  ],
  ['VPN client network checks', 'NetworkBlocked', [['processName', 'equals', 'FortiClient.exe']]],
  [
    'SAP GUI scripting',
    'ScriptBlocked',
    [
      ['parentProcessName', 'equals', 'saplogon.exe'],
      ['fileName', 'endsWith', '.vbs'],
    ],
  ],
  [
    'Adobe Acrobat updater',
    'ExecutionBlocked',
    [
      ['fileName', 'equals', 'AdobeARM.exe'],
      ['publisher', 'equals', 'Adobe Inc.'],
    ],
  ],
  [
    'Dell command update',
    'ElevationRequested',
    [
      ['publisher', 'equals', 'Dell Inc'],
      ['filePath', 'startsWith', 'C:\\Program Files\\Dell\\'],
    ],
  ],
  [
    '年賀状ソフトの自動更新',
    'ExecutionBlocked',
    [
      ['fileName', 'equals', '年賀状作成.exe'],
      ['publisher', 'equals', '富士山システム株式会社'],
    ],
  ],
  ['経費精算の証明書', 'CertificateUntrusted', [['publisher', 'equals', '株式会社みらい会計']]],
  ['Backup service policy checks', 'PolicyViolation', [['userName', 'endsWith', '\\svc-backup']]],
];
const SEVERITY_POOL: Array<[string, string, Cond[]]> = [
  ['Executables from Downloads', 'High', [['filePath', 'contains', '\\Downloads\\']]],
  [
    'Script hosts from mail',
    'Critical',
    [
      ['parentProcessName', 'equals', 'OUTLOOK.EXE'],
      ['processName', 'equals', 'wscript.exe'],
    ],
  ],
  ['Remote access tools', 'High', [['fileName', 'equals', 'TeamViewer.exe']]],
  ['Unsigned in Temp', 'High', [['filePath', 'contains', '\\AppData\\Local\\Temp\\']]],
  [
    'Signed Microsoft binaries',
    'Low',
    [
      ['publisher', 'startsWith', 'Microsoft'],
      ['filePath', 'startsWith', 'C:\\Windows\\'],
    ],
  ],
  ['Known installers', 'Info', [['filePath', 'startsWith', 'C:\\Windows\\Installer\\']]],
  ['Credential dumping tools', 'Critical', [['fileName', 'equals', 'mimikatz.exe']]],
  ['Cloud sync tools', 'Medium', [['fileName', 'equals', 'rclone.exe']]],
  [
    'PowerShell from Office',
    'Critical',
    [
      ['parentProcessName', 'equals', 'WINWORD.EXE'],
      ['processName', 'equals', 'powershell.exe'],
    ],
  ],
  ['給与システム', 'Medium', [['filePath', 'startsWith', 'C:\\Program Files (x86)\\KyuyoSystem\\']]],
];

const conditionsJson = (conds: Cond[]) =>
  JSON.stringify(conds.map(([property, operator, value]) => ({ property, operator, value })));

function customSettings(rng: Random): unknown[] {
  return [
    rng.pick([60, 120, 180, 300, 600]),
    rng.pick([30, 60, 120, 300]),
    rng.pick([256, 512, 1024, 2048]),
    rng.pick(['Error', 'Warning', 'Information']),
    rng.chance(0.4),
    rng.pick(['AES128', 'AES256', 'AES256', 'None']),
    rng.chance(0.9),
    rng.chance(0.8),
    rng.chance(0.9),
    rng.chance(0.8),
    rng.pick([0, 0, 4, 12, 24]),
    rng.pick(['Verbose', 'Information']),
    rng.pick([50, 100, 250, 500]),
  ];
}

export const seedAgent: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const rng = ctx.random('agent');
  const at = exampleClock(ctx.now);

  await insertRows(
    db,
    'role_policy_templates',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['template_type', 'int'],
      ['policy_type_id', 'int'],
      ['company_id', 'int'],
    ],
    TEMPLATES,
  );

  const groups = await db.query<{ id: number; company_id: number; japanese: boolean }>(
    `select g.id, s.company_id, co.country = 'Japan' as japanese from groups g join sites s on s.id = g.site_id
     join companies co on co.id = s.company_id where g.agms and g.main_id is not null and not co.deleted order by g.id`,
  );
  const users = await db.query<{ company_id: number; name: string }>(
    `select company_id, first_name || ' ' || last_name as name from users where company_id is not null and role in ('CompanyAdmin', 'SiteAdmin', 'GroupAdmin') order by id`,
  );
  const usersOf = new Map<number, string[]>();
  for (const u of users) usersOf.set(u.company_id, [...(usersOf.get(u.company_id) ?? []), u.name]);

  // Agent main settings of every agms group: Finance Workstations as in the examples (id 612).
  const d = AGENT_DEFAULTS;
  const defaults = [
    d.policyPollingInterval,
    d.logPostingInterval,
    d.maxLogFolderSize,
    d.logSeverity,
    d.summaryMode,
    d.encryptionMethod,
    d.reportProcessHash,
    d.reportProcessTree,
    d.reportPublisherInfo,
    d.encryptLogs,
    d.debugLogHours,
    d.debugLogSeverity,
    d.debugLogFolderSize,
  ];
  const settings: unknown[][] = [];
  let settingsId = 612;
  for (const g of groups) {
    if (g.id === FINANCE) {
      settings.push([
        settingsId++,
        g.company_id,
        g.id,
        180,
        60,
        512,
        'Warning',
        true,
        'AES256',
        true,
        true,
        true,
        true,
        12,
        'Verbose',
        250,
        false,
        at('2026-11-19T10:20:15Z'),
        'Chloe Dubois',
      ]);
      continue;
    }
    const custom = rng.chance(0.4);
    settings.push([
      settingsId++,
      g.company_id,
      g.id,
      ...(custom ? customSettings(rng) : defaults),
      !custom,
      rng.dateBefore(new Date(ctx.now.getTime() - 86_400_000), 120),
      custom ? rng.pick(usersOf.get(g.company_id) ?? ['Olivia Harper']) : null,
    ]);
  }
  await insertRows(
    db,
    'agent_settings',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['policy_polling_interval', 'int'],
      ['log_posting_interval', 'int'],
      ['max_log_folder_size', 'int'],
      ['log_severity', 'text'],
      ['summary_mode', 'boolean'],
      ['encryption_method', 'text'],
      ['report_process_hash', 'boolean'],
      ['report_process_tree', 'boolean'],
      ['report_publisher_info', 'boolean'],
      ['encrypt_logs', 'boolean'],
      ['debug_log_hours', 'int'],
      ['debug_log_severity', 'text'],
      ['debug_log_folder_size', 'int'],
      ['is_default', 'boolean'],
      ['updated_on', 'timestamptz'],
      ['updated_by', 'text'],
    ],
    settings,
  );
  await db.query(
    `select setval('agent_settings_id_seq', (select coalesce(max(id), 611) + 1 from agent_settings), false)`,
  );

  // Event policies: Finance Workstations as in the examples; some groups with their own choices.
  const policies: unknown[][] = EVENT_POLICIES.map(([id, , , enabled], i) => [
    1001,
    FINANCE,
    null,
    id,
    enabled,
    at(`2026-11-0${i + 2}T09:00:00Z`),
  ]);
  for (const g of groups.filter((x) => x.id !== FINANCE && rng.chance(0.3))) {
    for (const [id, , , enabled] of EVENT_POLICIES)
      policies.push([
        g.company_id,
        g.id,
        null,
        id,
        rng.chance(0.15) ? !enabled : enabled,
        rng.dateBefore(ctx.now, 90),
      ]);
  }
  await insertRows(
    db,
    'agms_event_policies',
    [
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['template_id', 'int'],
      ['policy_id', 'int'],
      ['enabled', 'boolean'],
      ['updated_on', 'timestamptz'],
    ],
    policies,
  );

  // Rules: Finance Workstations as in the examples (ids 701-710, 801-809; new ones follow), then
  // the other named agms groups, some generated groups and two role-policy templates.
  const ignore: unknown[][] = FINANCE_IGNORE.map(([id, name, type, conds, on]) => [
    id,
    1001,
    FINANCE,
    null,
    name,
    type,
    conditionsJson(conds),
    at(on),
  ]);
  const severity: unknown[][] = FINANCE_SEVERITY.map(([id, name, sev, conds, on]) => [
    id,
    1001,
    FINANCE,
    null,
    name,
    sev,
    conditionsJson(conds),
    at(on),
  ]);
  const targets: Array<{
    company: number;
    group: number | null;
    template: number | null;
    japanese: boolean;
  }> = [
    ...groups
      .filter((g) => [3002, 3004, 3005, 3007, 3008].includes(g.id))
      .map((g) => ({ company: g.company_id, group: g.id, template: null, japanese: g.japanese })),
    ...groups
      .filter((g) => g.id > 3008)
      .filter((_, i) => i % 9 === 0)
      .slice(0, ctx.scale === 'large' ? 20 : 5)
      .map((g) => ({ company: g.company_id, group: g.id, template: null, japanese: g.japanese })),
    { company: 1001, group: null, template: 42, japanese: false },
    { company: 1003, group: null, template: 47, japanese: true },
  ];
  let ignoreId = 700;
  let severityId = 800;
  for (const target of targets) {
    const pool = (p: Array<[string, string, Cond[]]>) =>
      p.filter(([name]) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(name) === target.japanese || rng.chance(0.2));
    const ig = pool(IGNORE_POOL);
    const sv = pool(SEVERITY_POOL);
    const igStart = rng.int(0, ig.length - 1);
    for (let i = 0, n = Math.min(ig.length, rng.int(1, 3)); i < n && ignoreId > 680; i++) {
      const [name, type, conds] = ig[(igStart + i) % ig.length]!;
      ignore.push([
        ignoreId--,
        target.company,
        target.group,
        target.template,
        name,
        type,
        conditionsJson(conds),
        rng.dateBefore(ctx.now, 60),
      ]);
    }
    const svStart = rng.int(0, sv.length - 1);
    for (let i = 0, n = Math.min(sv.length, rng.int(1, 3)); i < n && severityId > 780; i++) {
      const [name, sev, conds] = sv[(svStart + i) % sv.length]!;
      severity.push([
        severityId--,
        target.company,
        target.group,
        target.template,
        name,
        sev,
        conditionsJson(conds),
        rng.dateBefore(ctx.now, 60),
      ]);
    }
  }
  await insertRows(
    db,
    'ignore_event_rules',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['template_id', 'int'],
      ['rule_name', 'text'],
      ['event_type_name', 'text'],
      ['conditions', 'jsonb'],
      ['updated_on', 'timestamptz'],
    ],
    ignore,
  );
  await insertRows(
    db,
    'severity_event_rules',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['template_id', 'int'],
      ['rule_name', 'text'],
      ['severity', 'text'],
      ['conditions', 'jsonb'],
      ['updated_on', 'timestamptz'],
    ],
    severity,
  );
};
