// Handlers of the Policy area for the iconset of app groups (issue 27): the icons (with the app groups
// the caller sees that show each), and an upload
// checked by icon-upload.ts (size, type, an SVG that only draws) before it is stored.
import { checkIcon } from '../data/policy/icon-upload';
import { iconById, insertIcon, listIcons } from '../data/policy/icons';
import { requestNode } from '../data/policy/request-node';
import { notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { field } from '../data/policy/replies';

const UPLOAD_KEYS = {
  type: 'validation.policyIcon.dataUrl.type',
  tooLarge: 'validation.policyIcon.dataUrl.tooLarge',
  unsafe: 'validation.policyIcon.dataUrl.unsafe',
} as const;

export const policyIconHandlers: HandlerMap = {
  async Policy_ListIcons({ db, principal, scope }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    return ok(await listIcons(db, at, scope));
  },

  async Policy_UploadIcon({ db, body, now, t }) {
    const check = checkIcon(body.dataUrl);
    if (!check.ok) return field(t, '/dataUrl', UPLOAD_KEYS[check.problem]);
    const iconId = await insertIcon(
      db,
      { name: body.name.trim(), mediaType: check.mediaType, dataUrl: body.dataUrl, bytes: check.bytes },
      now,
    );
    return ok(await iconById(db, iconId), { message: 'Icon uploaded.' });
  },
};
