// The audit log: the named entries of the examples and a few thousand entries of the demo
// users over 90 days, mostly in their region's office hours.
import { insertRows, type SeedContext } from '../context';
import { auditEntry } from './audit-details';
import { ACTIONS_BY_ROLE, ENTITY_OF, type AuditAction } from './audit-vocabulary';
import type { ComputerRow } from './computer-row';
import { NAMED_AUDIT } from './named-audit';
import { DAY } from './vocabulary';

export async function seedAuditLogs(
  ctx: SeedContext,
  computers: ComputerRow[],
  at: (iso: string) => Date,
): Promise<void> {
  const { db } = ctx;
  const rng = ctx.random('inspection-audit');
  const now = ctx.now.getTime();
  const target = ctx.scale === 'large' ? 10_000 : 2_000;

  const users = await db.query<{
    id: number;
    email: string;
    name: string;
    role: string;
    partner_id: number | null;
    company_id: number | null;
    ja: boolean;
  }>(
    `select u.id, u.email, u.first_name || ' ' || u.last_name as name, u.role, u.partner_id, u.company_id,
       coalesce(co.country = 'Japan', p.id = 102, false) as ja
     from users u left join companies co on co.id = u.company_id left join partners p on p.id = u.partner_id order by u.id`,
  );
  const japaneseName = (u: { name: string; ja: boolean }) => {
    // Japanese names read family name first.
    const [first, last] = u.name.split(' ');
    return u.ja && /[\u3040-\u30ff\u4e00-\u9fff]/.test(u.name) ? `${last} ${first}` : u.name;
  };
  const companies = await db.query<{ id: number; name: string; partner_id: number }>(
    'select id, name, partner_id from companies order by id',
  );
  const groups = await db.query<{ id: number; name: string; company_id: number }>(
    'select g.id, g.name, s.company_id from groups g join sites s on s.id = g.site_id order by g.id',
  );
  const byCompany = <T extends { company_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.company_id, [...(m.get(r.company_id) ?? []), r]);
    return m;
  };
  const computersOf = byCompany(computers);
  const groupsOf = byCompany(groups);
  const usersOf = byCompany(
    users.filter((u) => u.company_id !== null) as Array<(typeof users)[number] & { company_id: number }>,
  );
  const companiesOf = new Map<number, typeof companies>();
  for (const c of companies) companiesOf.set(c.partner_id, [...(companiesOf.get(c.partner_id) ?? []), c]);

  const ipOf = (u: { id: number; ja: boolean }) =>
    u.ja
      ? `2001:db8:81::${(u.id % 250).toString(16)}`
      : `${u.id % 3 === 0 ? '198.51.100' : '203.0.113'}.${10 + (u.id % 240)}`;
  const weightOf = (u: (typeof users)[number]) =>
    u.id >= 9001 && u.id <= 9010 ? 12 : u.role === 'AGMSAdmin' ? 4 : 1;
  const weightedUsers = users.flatMap((u) => Array.from({ length: weightOf(u) }, () => u));
  const pickUser = () => rng.pick(weightedUsers);

  const rows: unknown[][] = [];
  for (let i = 0; rows.length < target - NAMED_AUDIT.length; i++) {
    const u = pickUser();
    const t = now - Math.floor(rng.next() * 90 * DAY);
    const d = new Date(t);
    const hour = d.getUTCHours();
    // Mostly office hours of the user's region.
    if (!(u.ja ? hour <= 10 : hour >= 13 && hour <= 23) && rng.chance(0.8)) continue;
    const session = rng.weighted([
      ['Login', 40],
      ['Logout', 22],
      ['LoginFailed', 4],
      ['work', ACTIONS_BY_ROLE[u.role]!.length > 0 ? 34 : 0],
    ] as const);
    const action: AuditAction = session === 'work' ? rng.weighted(ACTIONS_BY_ROLE[u.role]!) : session;
    let partnerId = u.partner_id;
    let companyId = u.company_id;
    // Partner and global admins act on a company of theirs.
    if (
      u.company_id === null &&
      ![
        'Login',
        'Logout',
        'LoginFailed',
        'UpdateGlobalSettings',
        'UpdateSsoProvider',
        'UpdateAlertCondition',
      ].includes(action)
    ) {
      const pool = u.partner_id !== null ? (companiesOf.get(u.partner_id) ?? []) : companies;
      const c = pool.length > 0 ? rng.pick(pool) : null;
      if (c) {
        companyId = c.id;
        partnerId = c.partner_id;
      }
    }
    const company = companies.find((c) => c.id === companyId) ?? null;
    const computer =
      companyId !== null
        ? rng.pick(computersOf.get(companyId) ?? [{ name: 'WS-0001' } as ComputerRow])
        : null;
    const group =
      companyId !== null
        ? rng.pick(groupsOf.get(companyId) ?? [{ name: 'Workstations' } as (typeof groups)[number]])
        : null;
    const colleague =
      companyId !== null
        ? rng.pick(usersOf.get(companyId) ?? [u as (typeof users)[number] & { company_id: number }])
        : u;
    const { entity, details } = auditEntry(rng, action, {
      ja: u.ja,
      company,
      computer,
      group,
      colleague: { name: japaneseName(colleague), role: colleague.role },
    });
    rows.push([
      t,
      u.id,
      u.email,
      japaneseName(u),
      partnerId,
      companyId,
      action,
      ENTITY_OF[action],
      entity,
      details,
      ipOf(u),
    ]);
  }
  rows.sort((a, b) => (a[0] as number) - (b[0] as number));
  const auditRows: unknown[][] = rows.map((r, i) => [i + 1, new Date(r[0] as number), ...r.slice(1)]);
  const userById = new Map(users.map((u) => [u.id, u]));
  for (const [
    id,
    when,
    userId,
    action,
    entityType,
    entity,
    details,
    ip,
    partnerId,
    companyId,
  ] of NAMED_AUDIT) {
    const u = userById.get(userId);
    if (!u) continue;
    auditRows.push([
      id,
      at(when),
      userId,
      u.email,
      japaneseName(u),
      partnerId,
      companyId,
      action,
      entityType,
      entity,
      details,
      ip,
    ]);
  }
  await insertRows(
    db,
    'audit_logs',
    [
      ['id', 'int'],
      ['logged_at', 'timestamptz'],
      ['user_id', 'int'],
      ['user_email', 'text'],
      ['user_name', 'text'],
      ['partner_id', 'int'],
      ['company_id', 'int'],
      ['action', 'text'],
      ['entity_type', 'text'],
      ['entity_name', 'text'],
      ['details', 'text'],
      ['ip_address', 'text'],
    ],
    auditRows.filter((r) => (r[1] as Date).getTime() <= now),
  );
}
