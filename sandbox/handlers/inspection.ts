// Handlers of the Inspection area: security events (individual or folded by file and type),
// file hashes with their lookup results and visibility, and the audit log. The SQL is
// sandbox/data/inspection's.
import { invalid, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { auditLogPage } from '../data/inspection/audit-log';
import { eventById, eventPage, eventSummaryPage } from '../data/inspection/events';
import { hashBySha, hashInformation, hashPage } from '../data/inspection/hashes';
import { hashVisibility } from '../data/inspection/hash-visibility';

type DateRange = { startDate: string; endDate: string } | null | undefined;

/** A range whose end lies before its start: a 400 on its end. */
function badRange(t: (key: string) => string, range: DateRange) {
  if (!range || Date.parse(range.endDate) >= Date.parse(range.startDate)) return null;
  return invalid([
    {
      field: '/dateRange/endDate',
      messageKey: 'validation.common.invalid',
      message: t('validation.common.invalid'),
    },
  ]);
}

export const inspectionHandlers: HandlerMap = {
  async Event_GetEventInspectionPageData({ db, scope, body, t }) {
    const error = badRange(t, body.dateRange);
    if (error) return error;
    const page =
      body.mode === 'summary' ? await eventSummaryPage(db, scope, body) : await eventPage(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Event_GetEventDetail({ db, scope, query }) {
    const event = await eventById(db, scope, query.eventId);
    return event ? ok(event) : notFound();
  },

  async HashInspection_GetHashInformationAllHash({ db, scope, body, now }) {
    const page = await hashPage(db, scope, body, now);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async HashInspection_GetHashInformationPage({ db, scope, body, now }) {
    const hash = await hashBySha(db, body.sha256);
    const information = hash && (await hashInformation(db, scope, hash, now));
    return information ? ok(information) : notFound();
  },

  async HashInspection_GetHashVisibilityHashDetail({ db, scope, body }) {
    const hash = await hashBySha(db, body.sha256);
    const found = hash && (await hashVisibility(db, scope, hash, body));
    if (!found) return notFound();
    return {
      status: 200,
      body: {
        isSuccess: true,
        message: null,
        entityData: found.visibility,
        totalCount: found.totalCount,
        entityDataCount: found.visibility.computers.length,
      },
    };
  },

  async Agsc_GetAuditLogs({ db, scope, body, t }) {
    const error = badRange(t, body.dateRange);
    if (error) return error;
    const page = await auditLogPage(db, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },
};
