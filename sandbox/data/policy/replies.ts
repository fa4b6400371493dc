// The replies policy writes share: a field error of the catalogue, the block after a write (as
// GetBlock shows it) and the 409 of a stale revision.
import { invalid, notFound, ok } from '../../http/replies';
import type { HandlerContext, HandlerResult, OperationId } from '../../http/types';
import { blockDetail } from './block-detail';
import { conflict, currentRevision } from './drafts';

export const field = (t: (key: string) => string, path: string, key: string) =>
  invalid([{ field: path, messageKey: key, message: t(key) }]);

/** The block after a write, as GetBlock shows it. */
export async function saved<K extends OperationId>(ctx: HandlerContext<K>, blockId: number, message: string) {
  const detail = await blockDetail(ctx.db, ctx.principal, ctx.scope, ctx.permits, blockId);
  return (detail ? ok(detail, { message }) : notFound()) as HandlerResult<K>;
}

export async function changedConflict(
  ctx: { db: HandlerContext<OperationId>['db']; t: (key: string) => string },
  blockId: number,
) {
  return conflict(ctx.t, {
    reason: 'changed',
    currentRevision: await currentRevision(ctx.db, blockId),
    usedBy: [],
  });
}
