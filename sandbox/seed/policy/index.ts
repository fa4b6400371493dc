// Seed data of shared policy management (issue 27): the iconset, SPM global blocks, each partner's
// service-provider blocks, local blocks of the demo company and groups and of some other companies,
// their published versions and a few drafts, elective choices, and the policy version of every
// node: a group's is the newest its computers report, so the computers on older ones are behind.
import { policyDay } from '../../../src/domain/policy/policy-version';
import { insertRows } from '../context';
import type { SeedModule } from '../seed-module';
import { DEMO_LOCAL_BLOCKS, folder, globalBlocks, partnerBlocks, publisher, type BlockSeed } from './blocks';
import { ICONS } from './vocabulary';

const DAY = 86_400_000;
/** The revisions the contract's examples send (Office Suite's writes send 8). */
const EXAMPLE_REVISIONS: Record<number, number> = { 21: 8, 33: 1 };

export const seedPolicy: SeedModule = async (ctx) => {
  const { db, now } = ctx;
  const random = ctx.random('policy');
  await insertRows(
    db,
    'policy_icons',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['media_type', 'text'],
      ['data_url', 'text'],
      ['byte_size', 'int'],
      ['built_in', 'boolean'],
      ['created_on', 'timestamptz'],
    ],
    ICONS.map(([id, name, url]) => [
      id,
      name,
      'image/svg+xml',
      url,
      Buffer.from(url.split(',')[1]!, 'base64').length,
      true,
      new Date(now.getTime() - 200 * DAY),
    ]),
  );

  const ransomware = await db.query<{ sha256: string; fileName: string }>(
    `select sha256, file_name as "fileName" from file_hashes where hash_class = 'malicious' order by event_count desc, id limit 12`,
  );
  const partners = await db.query<{ id: number; name: string; contactName: string }>(
    `select id, name, coalesce(contact_name, name) as "contactName" from partners order by id`,
  );
  const companies = await db.query<{ id: number; shortName: string; partnerId: number }>(
    `select id, short_name as "shortName", partner_id as "partnerId" from companies where not deleted order by id`,
  );
  let next = 40;
  const nextId = () => next++;
  const blocks: BlockSeed[] = [
    ...globalBlocks(ransomware),
    ...partners.flatMap((p) => partnerBlocks(p, nextId)),
    ...DEMO_LOCAL_BLOCKS,
  ];
  next = Math.max(next, 100);
  for (const c of companies) {
    if (c.id === 1001 || random.next() > 0.3) continue;
    blocks.push({
      id: nextId(),
      level: 'local',
      companyId: c.id,
      name: `${c.shortName} business software`,
      description: `The line-of-business software of ${c.shortName}.`,
      offer: 'mandatory',
      versions: 1 + Math.floor(random.next() * 4),
      publishedBy: 'Company administrator',
      components: [
        folder('allow', `\\\\${c.shortName.toLowerCase()}-apps\\share\\*`),
        publisher('allow', `CN=${c.shortName} IT, O=${c.shortName}, C=US`),
      ],
      draftAdds: random.next() < 0.2 ? [folder('allow', `C:\\Program Files\\${c.shortName}\\*`)] : undefined,
    });
  }

  const blockRows: unknown[][] = [];
  const versionRows: unknown[][] = [];
  const draftRows: unknown[][] = [];
  for (const b of blocks) {
    const keyed = b.components.map((c, i) => ({
      ...c,
      componentKey: `c${b.id}-${i + 1}`,
      target: target(c),
    }));
    const latest = now.getTime() - ((b.id * 7) % 20) * DAY - (b.id % 24) * 3_600_000;
    for (let k = 1; k <= b.versions; k++) {
      const count = Math.max(1, Math.ceil((keyed.length * k) / b.versions));
      versionRows.push([
        b.id,
        k,
        b.name,
        b.description,
        b.offer,
        JSON.stringify(keyed.slice(0, count)),
        new Date(latest - (b.versions - k) * 11 * DAY),
        b.publishedBy,
      ]);
    }
    const hasDraft = b.draftAdds !== undefined;
    if (hasDraft) {
      const adds = b.draftAdds!.map((c, i) => ({
        ...c,
        componentKey: `c${b.id}-d${i + 1}`,
        target: target(c),
      }));
      draftRows.push([
        b.id,
        b.versions,
        b.name,
        b.description,
        b.offer,
        JSON.stringify([...(b.versions ? keyed : []), ...adds]),
        new Date(latest + DAY / 2),
        b.publishedBy,
      ]);
    }
    const updated = new Date(hasDraft ? latest + DAY / 2 : latest);
    blockRows.push([
      b.id,
      b.level,
      b.partnerId ?? null,
      b.companyId ?? null,
      b.siteId ?? null,
      b.groupId ?? null,
      b.name,
      b.description,
      b.offer,
      b.versions,
      EXAMPLE_REVISIONS[b.id] ?? b.versions + (hasDraft ? 1 : 0) + 1,
      new Date(latest - b.versions * 11 * DAY),
      updated,
    ]);
  }
  await insertRows(
    db,
    'policy_blocks',
    [
      ['id', 'int'],
      ['level', 'text'],
      ['partner_id', 'int'],
      ['company_id', 'int'],
      ['site_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['offer', 'text'],
      ['version', 'int'],
      ['revision', 'int'],
      ['created_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
    ],
    blockRows,
  );
  await insertRows(
    db,
    'policy_block_versions',
    [
      ['block_id', 'int'],
      ['version', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['offer', 'text'],
      ['components', 'jsonb'],
      ['published_on', 'timestamptz'],
      ['published_by', 'text'],
    ],
    versionRows,
  );
  await insertRows(
    db,
    'policy_block_drafts',
    [
      ['block_id', 'int'],
      ['based_on_version', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['offer', 'text'],
      ['components', 'jsonb'],
      ['updated_on', 'timestamptz'],
      ['updated_by', 'text'],
    ],
    draftRows,
  );

  // Elective choices: the demo company takes Office and Adobe Reader, its Finance group opts out of
  // Office; Tailspin Toys takes the remote support tools; other companies choose at random.
  const choices: unknown[][] = [
    [13, 'company', 1001, 'in'],
    [12, 'company', 1001, 'in'],
    [12, 'group', 3001, 'out'],
    [22, 'company', 1002, 'in'],
  ];
  const electives = blocks.filter((b) => b.offer === 'elective');
  for (const c of companies) {
    if (c.id === 1001 || c.id === 1002) continue;
    for (const e of electives) {
      if (e.level === 'serviceProvider' && e.partnerId !== c.partnerId) continue;
      if (random.next() < 0.35) choices.push([e.id, 'company', c.id, random.next() < 0.85 ? 'in' : 'out']);
    }
  }
  await insertRows(
    db,
    'policy_elective_choices',
    [
      ['block_id', 'int'],
      ['node_type', 'text'],
      ['node_id', 'int'],
      ['choice', 'text'],
      ['chosen_on', 'timestamptz'],
    ],
    choices.map((c) => [...c, new Date(now.getTime() - 30 * DAY)]),
  );

  // The version in force: a group's is the newest its computers report (or one from before the
  // computers' when it has none); each node above takes the newest of its children.
  const fallback = `${policyDay(new Date(now.getTime() - 40 * DAY))}.1`;
  await db.query(
    `insert into policy_node_versions (node_type, node_id, version, version_on)
     select 'group', g.id, coalesce(max(c.policy_version), $1), $2 from groups g
       left join computers c on c.group_id = g.id and not c.deleted group by g.id`,
    [fallback, new Date(now.getTime() - DAY)],
  );
  await db.query(`insert into policy_node_versions (node_type, node_id, version, version_on)
    select 'site', g.site_id, max(v.version), max(v.version_on) from groups g
      join policy_node_versions v on v.node_type = 'group' and v.node_id = g.id group by g.site_id`);
  await db.query(`insert into policy_node_versions (node_type, node_id, version, version_on)
    select 'company', s.company_id, max(v.version), max(v.version_on) from sites s
      join policy_node_versions v on v.node_type = 'site' and v.node_id = s.id group by s.company_id`);
  await db.query(`insert into policy_node_versions (node_type, node_id, version, version_on)
    select 'partner', c.partner_id, max(v.version), max(v.version_on) from companies c
      join policy_node_versions v on v.node_type = 'company' and v.node_id = c.id group by c.partner_id`);
  await db.query(`insert into policy_node_versions (node_type, node_id, version, version_on)
    select 'global', 0, max(version), max(version_on) from policy_node_versions where node_type = 'partner'`);
  await db.query("select setval('policy_blocks_id_seq', (select max(id) from policy_blocks))");
  await db.query("select setval('policy_icons_id_seq', (select max(id) from policy_icons))");
};

function target(c: BlockSeed['components'][number]): string {
  return (
    {
      trustedPublisher: c.publisher,
      trustedFolder: c.path,
      powerApp: c.executable,
      appGroup: c.appName,
      hash: c.sha256,
    }[c.kind] ?? ''
  );
}
