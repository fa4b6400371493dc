// The iconset of app groups (issue 27): the icons with the app groups that show each (in the
// versions in force of the blocks the caller sees), one stored upload, and whether an icon id exists.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';
import { BLOCK_FROM, visibleBlocksWhere } from './blocks';
import { GLOBAL_NAME, type NodeInfo } from './nodes';

type PolicyIcon = components['schemas']['PolicyIcon'];
type PolicyIconUse = components['schemas']['PolicyIconUse'];
type IconRow = Omit<PolicyIcon, 'usedByCount' | 'usedBy'>;

const ICON_SELECT = `select i.id as "iconId", i.name, i.media_type as "mediaType", i.data_url as "dataUrl",
    i.byte_size as "byteSize", i.built_in as "builtIn"
  from policy_icons i`;

/** The app groups that show an icon, in the versions in force of the blocks visible at the node. */
async function iconUses(db: Queryable, at: NodeInfo, scope: Scope): Promise<Map<number, PolicyIconUse[]>> {
  const p = new Params();
  const rows = await db.query<PolicyIconUse & { iconId: number }>(
    `select (e->>'iconId')::int as "iconId", b.id as "blockId", b.name as "blockName", b.level,
       coalesce(g.name, s.name, c.name, p.name, '${GLOBAL_NAME}') as "ownerName", e->>'appName' as "appName"
     ${BLOCK_FROM}, jsonb_array_elements(v.components) e
     where e->>'kind' = 'appGroup' and e->>'iconId' is not null and ${visibleBlocksWhere(p, at, scope)}
     order by lower(b.name), lower(coalesce(g.name, s.name, c.name, p.name)), b.id, lower(e->>'appName')`,
    p.values,
  );
  const uses = new Map<number, PolicyIconUse[]>();
  for (const { iconId, ...use } of rows) uses.set(iconId, [...(uses.get(iconId) ?? []), use]);
  return uses;
}

const withUses = (icon: IconRow, uses: Map<number, PolicyIconUse[]>): PolicyIcon => {
  const usedBy = uses.get(icon.iconId) ?? [];
  return { ...icon, usedByCount: usedBy.length, usedBy };
};

/** Every icon, by name, with the app groups visible at the node that show it. */
export async function listIcons(db: Queryable, at: NodeInfo, scope: Scope): Promise<PolicyIcon[]> {
  const rows = await db.query<IconRow>(`${ICON_SELECT} order by lower(i.name), i.id`);
  const uses = await iconUses(db, at, scope);
  return rows.map((icon) => withUses(icon, uses));
}

/** One icon by id (it exists: the caller just stored it; nothing shows it yet). */
export async function iconById(db: Queryable, iconId: number): Promise<PolicyIcon> {
  const [icon] = await db.query<IconRow>(`${ICON_SELECT} where i.id = $1`, [iconId]);
  return withUses(icon!, new Map());
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
