// The iconset of app groups (issue 27): the icons with how often each is shown, one stored upload,
// and whether an icon id exists.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import { iso } from '../timestamps';

type PolicyIcon = components['schemas']['PolicyIcon'];

// How many app group components (of the versions in force and the drafts) show each icon.
const ICON_SELECT = `select i.id as "iconId", i.name, i.media_type as "mediaType", i.data_url as "dataUrl",
    i.byte_size as "byteSize", i.built_in as "builtIn",
    (select count(*)::int from (
       select e from policy_blocks b join policy_block_versions v on v.block_id = b.id and v.version = b.version,
         jsonb_array_elements(v.components) e where (e->>'iconId')::int = i.id
       union all
       select e from policy_block_drafts d, jsonb_array_elements(d.components) e where (e->>'iconId')::int = i.id) used
    ) as "usedByCount", ${iso('i.created_on')} as created
  from policy_icons i`;

type IconRow = PolicyIcon & { created: string };
const withoutCreated = ({ created: _created, ...icon }: IconRow): PolicyIcon => icon;

/** Every icon, by name. */
export async function listIcons(db: Queryable): Promise<PolicyIcon[]> {
  const rows = await db.query<IconRow>(`${ICON_SELECT} order by lower(i.name), i.id`);
  return rows.map(withoutCreated);
}

/** One icon by id (it exists: the caller just stored it). */
export async function iconById(db: Queryable, iconId: number): Promise<PolicyIcon> {
  const [icon] = await db.query<IconRow>(`${ICON_SELECT} where i.id = $1`, [iconId]);
  return withoutCreated(icon!);
}

/** Stores an uploaded icon (already checked); its id. */
export async function insertIcon(
  db: Database,
  icon: { name: string; mediaType: string; dataUrl: string; bytes: number },
  now: Date,
): Promise<number> {
  const [row] = await db.transaction((tx) =>
    tx.query<{ id: number }>(
      `insert into policy_icons (name, media_type, data_url, byte_size, built_in, created_on)
       values ($1, $2, $3, $4, false, $5) returning id`,
      [icon.name, icon.mediaType, icon.dataUrl, icon.bytes, now],
    ),
  );
  return row!.id;
}

/** Whether an icon with that id exists. */
export async function iconExists(db: Queryable, iconId: number): Promise<boolean> {
  const [icon] = await db.query('select 1 from policy_icons where id = $1', [iconId]);
  return icon !== undefined;
}
