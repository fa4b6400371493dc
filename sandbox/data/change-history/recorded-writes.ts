// The change history's one mechanism: every write the contract marks with `x-change-history: <entity
// type>` runs in one transaction that captures the rows it changes and ends with their change
// records; a write that fails (any reply but 200, or an error) rolls back and leaves no record.
// A new write joins by its contract marker alone (and, for a new table, the table's capture
// trigger and its line in sandbox/data/change-history/entities.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../config';
import { transactionDatabase } from '../../db/transaction-database';
import { recordCapturedChanges, startCapture, type ChangeAuthor } from './recording';
import type { EntityType } from './entities';
import { browserName } from '../../http/browser-name';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../../http/types';

/** The contract's x-change-history of each write: an entity type, `none`, or `restoredEntity`. */
export function changeHistoryMarkers(): Map<string, string> {
  const bundle = JSON.parse(
    readFileSync(path.join(projectRoot, 'src/gen/openapi.bundle.gen.json'), 'utf8'),
  ) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-change-history'?: string }>>;
  };
  const markers = new Map<string, string>();
  for (const item of Object.values(bundle.paths))
    for (const op of Object.values(item))
      if (op.operationId && op['x-change-history']) markers.set(op.operationId, op['x-change-history']);
  return markers;
}

/** The author of a request's changes: the session's user, role and scope, address and browser. */
export function changeAuthor(ctx: HandlerContext<OperationId>): ChangeAuthor {
  return {
    userId: ctx.principal.userId,
    email: ctx.principal.email,
    name: ctx.principal.name,
    role: ctx.principal.role,
    scope: {
      partnerId: ctx.scope.partnerId,
      companyId: ctx.scope.companyId,
      siteId: ctx.scope.siteId,
      groupId: ctx.scope.groupId,
    },
    clientAddress: ctx.client.address,
    browser: browserName(ctx.client.userAgent),
  };
}

class NotSaved extends Error {}

function recorded<K extends OperationId>(
  operationId: K,
  entityType: EntityType,
  handler: Handler<K>,
): Handler<K> {
  return async (ctx) => {
    let failed: Awaited<ReturnType<Handler<K>>> | undefined;
    try {
      return await ctx.db.transaction(async (tx) => {
        await startCapture(tx);
        const result = await handler({ ...ctx, db: transactionDatabase(ctx.db, tx) });
        if (result.status !== 200) {
          failed = result;
          throw new NotSaved();
        }
        await recordCapturedChanges(tx, {
          operation: operationId,
          at: ctx.now,
          author: changeAuthor(ctx as unknown as HandlerContext<OperationId>),
          entityType,
        });
        return result;
      });
    } catch (err) {
      if (err instanceof NotSaved && failed) return failed;
      throw err;
    }
  };
}

/** The handlers, each write that records a change wrapped in its recording transaction. */
export function withChangeRecording(handlers: HandlerMap, markers = changeHistoryMarkers()): HandlerMap {
  const out: Record<string, unknown> = { ...handlers };
  for (const [operationId, marker] of markers) {
    const handler = handlers[operationId as OperationId];
    if (!handler || marker === 'none' || marker === 'restoredEntity') continue;
    out[operationId] = recorded(
      operationId as OperationId,
      marker as EntityType,
      handler as Handler<OperationId>,
    );
  }
  return out as HandlerMap;
}
