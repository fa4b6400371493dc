// Handlers of the Policy area for the iconset of app groups (issue 27): the icons, and an upload
// checked by icon-upload.ts (size, type, an SVG that only draws) before it is stored.
import type { components } from '../../src/gen/openapi.gen';
import { checkIcon } from '../data/policy/icon-upload';
import { iso } from '../data/timestamps';
import { ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { field } from '../data/policy/replies';

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

const UPLOAD_KEYS = {
  type: 'validation.policyIcon.dataUrl.type',
  tooLarge: 'validation.policyIcon.dataUrl.tooLarge',
  unsafe: 'validation.policyIcon.dataUrl.unsafe',
} as const;

export const policyIconHandlers: HandlerMap = {
  async Policy_ListIcons({ db }) {
    const rows = await db.query<PolicyIcon & { created: string }>(
      `${ICON_SELECT} order by lower(i.name), i.id`,
    );
    return ok(rows.map(({ created: _created, ...icon }) => icon));
  },

  async Policy_UploadIcon({ db, body, now, t }) {
    const check = checkIcon(body.dataUrl);
    if (!check.ok) return field(t, '/dataUrl', UPLOAD_KEYS[check.problem]);
    const [row] = await db.transaction((tx) =>
      tx.query<{ id: number }>(
        `insert into policy_icons (name, media_type, data_url, byte_size, built_in, created_on)
         values ($1, $2, $3, $4, false, $5) returning id`,
        [body.name.trim(), check.mediaType, body.dataUrl, check.bytes, now],
      ),
    );
    const [icon] = await db.query<PolicyIcon & { created: string }>(`${ICON_SELECT} where i.id = $1`, [
      row!.id,
    ]);
    const { created: _created, ...uploaded } = icon!;
    return ok(uploaded, { message: 'Icon uploaded.' });
  },
};
