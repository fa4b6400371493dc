// Inspection reads: security events, file hashes, audit logs (all POST list/read calls).
import { queryOptions } from '@tanstack/react-query';
import type { ApiSchema } from '../contract-types';
import type { JsonBodyOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const EVENTS = '/restapi/Event/GetEventInspectionPageData';
const EVENT_DETAIL = '/restapi/Event/GetEventDetail';
const HASHES_ALL = '/restapi/HashInspection/GetHashInformationAllHash';
const HASHES_PAGE = '/restapi/HashInspection/GetHashInformationPage';
const HASH_VISIBILITY_DETAIL = '/restapi/HashInspection/GetHashVisibilityHashDetail';
const AUDIT_LOGS = '/restapi/Agsc/GetAuditLogs';

/** Exports read events 1000 at a time (spec section 9). */
export const EVENT_EXPORT_PAGE_SIZE = 1000;

export function inspectionQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.inspection;
  return {
    events: (body: JsonBodyOf<typeof EVENTS>) =>
      queryOptions({
        queryKey: scoped(k.events(body), EVENTS),
        queryFn: ({ signal }) => unwrap(client.POST(EVENTS, { body, signal })),
      }),
    /** Individual events: the rows are SecurityEvent (the contract's entityData, by mode). */
    individualEvents: (body: JsonBodyOf<typeof EVENTS> & { mode: 'individual' }) =>
      queryOptions({
        queryKey: scoped(k.events(body), EVENTS),
        queryFn: async ({ signal }) => {
          const reply = await unwrap(client.POST(EVENTS, { body, signal }));
          return { ...reply, entityData: reply.entityData as ApiSchema<'SecurityEvent'>[] };
        },
      }),
    /** Summary events: the rows are EventSummary (the contract's entityData, by mode). */
    eventSummaries: (body: JsonBodyOf<typeof EVENTS> & { mode: 'summary' }) =>
      queryOptions({
        queryKey: scoped(k.events(body), EVENTS),
        queryFn: async ({ signal }) => {
          const reply = await unwrap(client.POST(EVENTS, { body, signal }));
          return { ...reply, entityData: reply.entityData as ApiSchema<'EventSummary'>[] };
        },
      }),
    /** One event with every field and its process tree (the full event's drawer). */
    event: (eventId: number) =>
      queryOptions({
        queryKey: scoped(k.event(eventId), EVENT_DETAIL),
        queryFn: ({ signal }) => unwrap(client.GET(EVENT_DETAIL, { params: { query: { eventId } }, signal })),
      }),
    allHashes: (body: JsonBodyOf<typeof HASHES_ALL>) =>
      queryOptions({
        queryKey: scoped(k.hashes.allHashes(body), HASHES_ALL),
        queryFn: ({ signal }) => unwrap(client.POST(HASHES_ALL, { body, signal })),
      }),
    hashPage: (body: JsonBodyOf<typeof HASHES_PAGE>) =>
      queryOptions({
        queryKey: scoped(k.hashes.page(body), HASHES_PAGE),
        queryFn: ({ signal }) => unwrap(client.POST(HASHES_PAGE, { body, signal })),
      }),
    hashVisibilityDetail: (body: JsonBodyOf<typeof HASH_VISIBILITY_DETAIL>) =>
      queryOptions({
        queryKey: scoped(k.hashes.visibilityDetail(body), HASH_VISIBILITY_DETAIL),
        queryFn: ({ signal }) => unwrap(client.POST(HASH_VISIBILITY_DETAIL, { body, signal })),
      }),
    /**
     * The same call as a page of computers (entityData: the computers, for the PagedTable),
     * with the reply's hash, groups and counts beside as `visibility`: one request serves both.
     */
    hashVisibilityComputers: (body: JsonBodyOf<typeof HASH_VISIBILITY_DETAIL>) =>
      queryOptions({
        queryKey: scoped(k.hashes.visibilityComputers(body), HASH_VISIBILITY_DETAIL),
        queryFn: async ({ signal }) => {
          const reply = await unwrap(client.POST(HASH_VISIBILITY_DETAIL, { body, signal }));
          return { ...reply, entityData: reply.entityData.computers, visibility: reply.entityData };
        },
      }),
    auditLogs: (body: JsonBodyOf<typeof AUDIT_LOGS>) =>
      queryOptions({
        queryKey: scoped(k.auditLogs(body), AUDIT_LOGS),
        queryFn: ({ signal }) => unwrap(client.POST(AUDIT_LOGS, { body, signal })),
      }),
  };
}
