// The search params of a block's page (/policy/show): the block, which side of it the components
// table shows (a version, the draft, or the version in force) and the two sides the diff compares,
// beside the components table's own state (page, sort, search, filters). A value that is not one
// of these is dropped, never sent.
import type { BlockView } from './policy-links';

export interface BlockPageSearch {
  blockId?: number;
  view?: BlockView;
  from?: BlockView;
  to?: BlockView;
}

const MAX_ID = 2147483647;

function positiveInt(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID
    ? value
    : undefined;
}

function blockView(raw: unknown): BlockView | undefined {
  return raw === 'draft' ? 'draft' : positiveInt(raw);
}

export function parseBlockPageSearch(raw: Record<string, unknown>): BlockPageSearch {
  const out: BlockPageSearch = {};
  const blockId = positiveInt(raw.blockId);
  if (blockId === undefined) return out;
  out.blockId = blockId;
  const view = blockView(raw.view);
  if (view !== undefined) out.view = view;
  const from = blockView(raw.from);
  const to = blockView(raw.to);
  if (from !== undefined && to !== undefined && from !== to) {
    out.from = from;
    out.to = to;
  }
  return out;
}

/** What the diff compares when the URL names no sides: the version before the newest and the
 *  newest (or the newest and the draft, when there is one); null when there are not two sides. */
export function defaultDiffSides(
  versions: readonly number[],
  hasDraft: boolean,
): { from: BlockView; to: BlockView } | null {
  const sorted = [...versions].sort((a, b) => b - a);
  const [newest, before] = sorted;
  if (newest === undefined) return null;
  if (hasDraft) return { from: newest, to: 'draft' };
  return before === undefined ? null : { from: before, to: newest };
}

/** The sides the user may pick: the draft first (when there is one), then the versions, newest first. */
export function diffSideOptions(versions: readonly number[], hasDraft: boolean): BlockView[] {
  return [...(hasDraft ? (['draft'] as const) : []), ...[...versions].sort((a, b) => b - a)];
}
