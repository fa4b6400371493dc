// Handlers of the ChangeHistory area: the change log (the audit viewer's roles), an entity's
// history and one change (the roles that read that kind of entity), and the restore of the
// version before a change (the roles that write that entity, asked with its own write operation).
// The SQL is sandbox/data/change-history's.
import { decideOperation } from '../../src/domain/operation-access';
import type { Principal } from '../http/principal';
import { failure, invalid, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import {
  changeById,
  entityHistory,
  listChanges,
  recordsByIds,
  type StoredChange,
} from '../data/change-history/records';
import { recordCapturedChanges, startCapture } from '../data/change-history/recording';
import { READ_OPERATION, WRITE_OPERATION } from '../data/change-history/restorable';
import { ownsSavedFilter, restoreBefore, restoreFacts } from '../data/change-history/restore';
import { changeAuthor } from '../data/change-history/recorded-writes';
import { mayRestoreUser } from '../data/change-history/restore-user';

/** The change log's roles read every change in scope; the others, the kinds of entity they read. */
const mayRead = (principal: Principal, stored: StoredChange) =>
  decideOperation('ChangeHistory_ListChanges', principal.role).allowed ||
  decideOperation(READ_OPERATION[stored.record.entityType], principal.role).allowed;

class NotRestored extends Error {}

export const changeHistoryHandlers: HandlerMap = {
  async ChangeHistory_ListChanges({ db, principal, scope, body, t }) {
    const range = body.dateRange;
    if (range && Date.parse(range.endDate) < Date.parse(range.startDate))
      return invalid([
        {
          field: '/dateRange/endDate',
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        },
      ]);
    const page = await listChanges(db, principal, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async ChangeHistory_GetEntityHistory({ db, principal, scope, query }) {
    if (!decideOperation(READ_OPERATION[query.entityType], principal.role).allowed) return notFound();
    const page = await entityHistory(db, principal, scope, {
      type: query.entityType,
      id: query.entityId,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 50,
    });
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async ChangeHistory_GetChange({ db, principal, scope, query }) {
    const stored = await changeById(db, principal, scope, query.changeId);
    if (!stored || !mayRead(principal, stored)) return notFound();
    return ok(stored.record);
  },

  async ChangeHistory_RestoreChange(ctx) {
    const { db, principal, scope, body, now, t } = ctx;
    let refused: Awaited<ReturnType<NonNullable<HandlerMap['ChangeHistory_RestoreChange']>>> | undefined;
    try {
      return await db.transaction(async (tx) => {
        const stored = await changeById(tx, principal, scope, body.changeId);
        if (!stored || !mayRead(principal, stored)) {
          refused = notFound();
          throw new NotRestored();
        }
        // Who may write the entity: its own write operation's rule, with the entity's facts.
        const writer = WRITE_OPERATION[stored.record.entityType];
        const allowed =
          writer !== undefined &&
          decideOperation(writer, principal.role, await restoreFacts(tx, stored)).allowed &&
          (stored.record.entityType !== 'SavedFilter' ||
            (await ownsSavedFilter(tx, stored, principal.userId))) &&
          (stored.record.entityType !== 'User' || mayRestoreUser(principal, stored));
        if (writer !== undefined && !allowed) {
          refused = failure(403, t('changeHistory.restore.notAllowed'));
          throw new NotRestored();
        }
        await startCapture(tx);
        const refusal = await restoreBefore(tx, stored);
        if (refusal) {
          const messageKey = `errors.conflict.restore.${refusal.reason}`;
          refused = {
            status: 409,
            body: { isSuccess: false, message: t(messageKey), messageKey, entityData: refusal },
          };
          throw new NotRestored();
        }
        const ids = await recordCapturedChanges(tx, {
          operation: 'ChangeHistory_RestoreChange',
          at: now,
          author: changeAuthor(ctx),
          entityType: stored.record.entityType,
          restoredChangeId: stored.record.changeId,
        });
        const [record] = await recordsByIds(tx, ids);
        if (!record) {
          // The entity already holds these values: nothing to write back.
          const messageKey = 'errors.conflict.restore.changedSince';
          refused = {
            status: 409,
            body: {
              isSuccess: false,
              message: t(messageKey),
              messageKey,
              entityData: { reason: 'changedSince', latestChangeId: stored.record.changeId },
            },
          };
          throw new NotRestored();
        }
        return ok(record, { message: t('changeHistory.restore.done') });
      });
    } catch (err) {
      if (err instanceof NotRestored && refused) return refused;
      throw err;
    }
  },
};
