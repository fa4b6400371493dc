// Seed data of the Settings area: email (SMTP), syslog and hash lookup settings (global and for
// some companies), single sign-on providers of the three kinds, and the demo Company
// Administrator's table layouts. The records the contract's examples show come first, with the
// same ids, names and (relative to the seed time) dates. Secrets are stored, never returned.
import { insertRows, type SeedContext } from './context';
import { exampleClock } from './example-time';
import type { SeedModule } from './seed-module';

const FABRIKAM = 1001;
const TAILSPIN = 1002;
const TOKYO = 1003;
const WOODGROVE = 1005;
const MARCUS_WEBB = 9003;

type SettingRow = [
  key: string,
  companyId: number | null,
  value: Record<string, unknown>,
  secret: string | null,
  updatedOn: Date,
];
type ProviderRow = [
  id: number,
  companyId: number | null,
  type: 'Azure' | 'Google' | 'Okta',
  displayName: string,
  clientId: string,
  objectId: string | null,
  tenantId: string | null,
  authUrl: string | null,
  secret: string | null,
  updatedOn: Date,
];

export const seedSettings: SeedModule = async (ctx, tenants) => {
  const { db, now } = ctx;
  const rng = ctx.random('settings');
  const at = exampleClock(now);

  // ------------------------------------------------------------ email, syslog, hash lookup
  const settings: SettingRow[] = [
    [
      'EmailSettings',
      null,
      {
        server: 'smtp.endpoint-console.example',
        port: 587,
        email: 'no-reply@endpoint-console.example',
        username: 'no-reply@endpoint-console.example',
        enableSsl: true,
      },
      'Wq7!rT2#mZ9p',
      at('2026-11-04T10:15:27Z'),
    ],
    [
      'HashLookupSettings',
      null,
      { url: 'https://hashlookup.threatintel.example/api/v2/lookup' },
      'hl-7b2e0d4f91a6c3e85d0f2b7a9c1f',
      at('2026-10-29T13:02:11Z'),
    ],
    [
      'SyslogSettings',
      null,
      { serverIp: '10.0.40.12', port: 514, enabled: false },
      null,
      at('2026-09-30T08:10:00Z'),
    ],
    [
      'EmailSettings',
      FABRIKAM,
      {
        server: 'mail.fabrikam.example',
        port: 25,
        email: 'endpoint-alerts@fabrikam.example',
        username: 'svc-epc-mail',
        enableSsl: true,
      },
      'Fab-Mail-2026!',
      at('2026-11-12T16:48:03Z'),
    ],
    [
      'SyslogSettings',
      FABRIKAM,
      { serverIp: '10.20.0.50', port: 514, enabled: true },
      null,
      at('2026-11-07T09:30:40Z'),
    ],
    [
      'HashLookupSettings',
      FABRIKAM,
      { url: 'https://hashlookup.threatintel.example/api/v2/lookup' },
      'hl-fab-3e91c07d5a2b84f6e1d0',
      at('2026-11-01T12:00:00Z'),
    ],
    [
      'SyslogSettings',
      TOKYO,
      { serverIp: 'fd00:8::25', port: 6514, enabled: false },
      null,
      at('2026-11-19T02:14:55Z'),
    ],
    [
      'EmailSettings',
      TOKYO,
      {
        server: 'smtp.tokyo-seimitsu.example',
        port: 587,
        email: 'security-alerts@tokyo-seimitsu.example',
        username: 'epc-notify',
        enableSsl: true,
      },
      'Tky-Smtp-8842',
      at('2026-11-15T01:05:12Z'),
    ],
    [
      'SyslogSettings',
      WOODGROVE,
      { serverIp: '10.5.0.14', port: 1514, enabled: true },
      null,
      at('2026-10-12T18:44:09Z'),
    ],
  ];
  const named = new Set([FABRIKAM, TAILSPIN, TOKYO, WOODGROVE]);
  const companies = await db.query<{ id: number; short_name: string; email: string | null }>(
    'select id, short_name, email from companies where id = any($1::int[]) order by id',
    [tenants.companyIds],
  );
  for (const c of companies) {
    if (named.has(c.id)) continue;
    const domain = (c.email ?? '').split('@')[1] ?? `${c.short_name.toLowerCase()}.example`;
    if (rng.chance(0.45)) {
      settings.push([
        'EmailSettings',
        c.id,
        {
          server: `${rng.pick(['mail', 'smtp', 'relay'])}.${domain}`,
          port: rng.pick([25, 465, 587, 587]),
          email: `endpoint-alerts@${domain}`,
          username: rng.chance(0.8) ? `svc-epc-${rng.hex(4)}` : null,
          enableSsl: rng.chance(0.85),
        },
        rng.chance(0.9) ? `${rng.hex(6)}-${rng.hex(6)}` : null,
        rng.dateBefore(now, 200),
      ]);
    }
    if (rng.chance(0.35)) {
      settings.push([
        'SyslogSettings',
        c.id,
        {
          serverIp: rng.chance(0.85)
            ? `10.${c.id % 250}.${rng.int(0, 9)}.${rng.int(2, 254)}`
            : `fd${rng.hex(2)}:${rng.hex(4)}::${rng.hex(2)}`,
          port: rng.pick([514, 514, 1514, 6514]),
          enabled: rng.chance(0.7),
        },
        null,
        rng.dateBefore(now, 200),
      ]);
    }
    if (rng.chance(0.2)) {
      settings.push([
        'HashLookupSettings',
        c.id,
        { url: 'https://hashlookup.threatintel.example/api/v2/lookup' },
        `hl-${rng.hex(24)}`,
        rng.dateBefore(now, 200),
      ]);
    }
  }
  await insertRows(
    db,
    'global_settings',
    [
      ['setting_key', 'text'],
      ['company_id', 'int'],
      ['value', 'jsonb'],
      ['secret', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    settings.map(([key, company, value, secret, updated]) => [
      key,
      company,
      JSON.stringify(value),
      secret,
      updated,
    ]),
  );

  // ------------------------------------------------------------ single sign-on providers
  const providers: ProviderRow[] = [
    [
      1,
      null,
      'Azure',
      'Endpoint Console Entra ID',
      '6a1f0c3e-84d2-4b7a-9e15-2c7d8f40a1b9',
      'd93b5e17-2f4c-4a8e-b6d0-71e3c9a25f48',
      '0f4e2a9c-7b31-4d56-8c2e-9a1b3d5f7e60',
      null,
      'epc~Q8v.K2mT7xR4pL9wZ1bN6hJ3dS5',
      at('2026-09-14T11:20:00Z'),
    ],
    [
      2,
      null,
      'Okta',
      'Support Okta',
      '0oa6k2m9tXq4Lb8Rz5d7',
      null,
      null,
      'https://support.okta.example/oauth2/default/v1/authorize',
      'okta-sup-4Fh7Kq2Wm9Xr3Tz8',
      at('2026-10-02T08:45:19Z'),
    ],
    [
      11,
      FABRIKAM,
      'Azure',
      'Fabrikam Entra ID',
      '3c8e5a71-0d2f-4b9e-a6c4-58f1e2d7b903',
      'a47c2e90-5b1d-4f38-9e6a-0c3d8b2f1e75',
      'f2b6d4e8-1a3c-4e5f-9b7d-2c4e6a8b0d13',
      null,
      'fab~Zt3.Lw8Pq1Vr6Xn4Km9Hj2Bc7',
      at('2026-11-03T15:07:44Z'),
    ],
    [
      12,
      FABRIKAM,
      'Google',
      'Fabrikam Google Workspace',
      '1048203771932-4k9b7s0d2m1h8q6r5t3vfab.apps.googleusercontent.com',
      null,
      null,
      null,
      'GOCSPX-fab2Lq8Wv4Nz7Kx1Tr5Hm',
      at('2026-11-03T15:12:09Z'),
    ],
    [
      13,
      FABRIKAM,
      'Okta',
      'Fabrikam Okta (contractors)',
      '0oa8f3k2l9QmX7aB1d5e',
      null,
      null,
      'https://fabrikam.okta.example/oauth2/default/v1/authorize',
      null,
      at('2026-11-18T10:31:26Z'),
    ],
    [
      21,
      TOKYO,
      'Azure',
      '東京精密 Entra ID',
      '9d0e2f41-6a7b-4c8d-8e1f-3a5b7c9d1e24',
      '5e7a9c1b-3d5f-4a6b-8c0d-2e4f6a8b0c35',
      'b1d3f5a7-9c2e-4b6d-8f0a-4c6e8a0b2d46',
      null,
      'tky~Pm4.Qs9Wd2Ln7Vb5Xc8Rf1Gh6',
      at('2026-11-10T04:18:52Z'),
    ],
  ];
  let providerId = 100;
  for (const c of companies) {
    if (named.has(c.id) || !rng.chance(0.3)) continue;
    const type = rng.weighted([
      ['Azure', 5],
      ['Google', 2],
      ['Okta', 3],
    ] as const);
    const slug = c.short_name.toLowerCase();
    providers.push([
      providerId++,
      c.id,
      type,
      type === 'Azure'
        ? `${c.short_name} Entra ID`
        : type === 'Google'
          ? `${c.short_name} Google Workspace`
          : `${c.short_name} Okta`,
      type === 'Azure'
        ? rng.uuid()
        : type === 'Google'
          ? `${rng.int(100000000000, 999999999999)}-${rng.hex(24)}.apps.googleusercontent.com`
          : `0oa${rng.hex(17)}`,
      type === 'Azure' ? rng.uuid() : null,
      type === 'Azure' ? rng.uuid() : null,
      type === 'Okta' ? `https://${slug}.okta.example/oauth2/default/v1/authorize` : null,
      rng.chance(0.9) ? `${rng.hex(8)}~${rng.hex(24)}` : null,
      rng.dateBefore(now, 300),
    ]);
  }
  await insertRows(
    db,
    'sso_providers',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['provider_type', 'text'],
      ['display_name', 'text'],
      ['client_id', 'text'],
      ['object_id', 'text'],
      ['tenant_id', 'text'],
      ['auth_url', 'text'],
      ['secret', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    providers,
  );
  await db.query(`select setval('sso_providers_id_seq', (select max(id) from sso_providers))`);

  // ------------------------------------------------------------ the demo user's settings
  await seedUserSettings(ctx, at);
};

async function seedUserSettings(ctx: SeedContext, at: (iso: string) => Date): Promise<void> {
  const rows: Array<[number, string, string, Date]> = [
    [
      MARCUS_WEBB,
      'table.companies.columns',
      '{"order":["companyName","shortName","city","country","contactName","licenseStatus","createdOn"],"hidden":["contactName"],"widths":{"companyName":260,"city":140}}',
      at('2026-11-02T15:12:44Z'),
    ],
    [MARCUS_WEBB, 'table.companies.pageSize', '25', at('2026-11-02T15:12:51Z')],
    [
      MARCUS_WEBB,
      'table.users.columns',
      '{"order":["firstName","lastName","email","role","lastLogin","createdOn","assignedSites","assignedGroups"],"hidden":["lastLogin","assignedSites","assignedGroups"],"widths":{"firstName":110}}',
      at('2026-10-21T09:03:10Z'),
    ],
    [
      MARCUS_WEBB,
      'table.computers.columns',
      '{"order":["computerName","os","protectionMode","online","agentVersion","policyVersion","lastIpv4","lastSeen"],"hidden":["policyVersion"],"widths":{"computerName":200,"os":240}}',
      at('2026-11-18T13:40:02Z'),
    ],
    [
      MARCUS_WEBB,
      'table.alerts.columns',
      '{"order":["severity","title","status","computerName","groupName","triggeredOn","count"],"hidden":[],"widths":{"title":320}}',
      at('2026-11-05T08:22:19Z'),
    ],
    [
      MARCUS_WEBB,
      'table.events.columns',
      '{"order":["reportedOn","computerName","fileName","path","publisher","action","userName"],"hidden":["userName"],"widths":{"path":420}}',
      at('2026-11-19T16:55:37Z'),
    ],
    [
      MARCUS_WEBB,
      'table.hashes.columns',
      '{"order":["fileName","sha256","hashClass","publisher","computerCount","firstSeen"],"hidden":[],"widths":{"sha256":460}}',
      at('2026-11-11T10:30:05Z'),
    ],
    [
      MARCUS_WEBB,
      'dashboard.custom.widgets',
      '{"widgets":["eventTrends","topComputerBlocks","alertSummary","knownThreats","blocksOverTime"],"layout":"twoColumns"}',
      at('2026-11-09T14:01:48Z'),
    ],
  ];
  await insertRows(
    ctx.db,
    'user_settings',
    [
      ['user_id', 'int'],
      ['setting_key', 'text'],
      ['setting_value', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    rows,
  );
}
