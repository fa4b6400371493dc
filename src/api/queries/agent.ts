// Agent reads: the agent main settings and the agms event policies of a group or template.
import { queryOptions } from '@tanstack/react-query';
import type { QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const AGENT_MAIN = '/restapi/AgentMain/GetOrCreateDefaultAgentMain';
const IGNORE_EVENTS = '/restapi/agms/IgnoreEvents';
const SEVERITY_EVENTS = '/restapi/agms/SeverityEvents';
const TEMPLATE_POLICY = '/restapi/agms/TemplatePolicy';
const EVENT_POLICY = '/restapi/agms/EventPolicy';

export function agentQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.agent;
  return {
    /** The agent settings; the server creates the defaults on first read. */
    main: (query: QueryParamsOf<typeof AGENT_MAIN> = {}) =>
      queryOptions({
        queryKey: scoped(k.main(query), AGENT_MAIN),
        queryFn: ({ signal }) => unwrap(client.GET(AGENT_MAIN, { params: { query }, signal })),
      }),
    ignoreEvents: (query: QueryParamsOf<typeof IGNORE_EVENTS> = {}) =>
      queryOptions({
        queryKey: scoped(k.ignoreEvents(query), IGNORE_EVENTS),
        queryFn: ({ signal }) => unwrap(client.GET(IGNORE_EVENTS, { params: { query }, signal })),
      }),
    severityEvents: (query: QueryParamsOf<typeof SEVERITY_EVENTS> = {}) =>
      queryOptions({
        queryKey: scoped(k.severityEvents(query), SEVERITY_EVENTS),
        queryFn: ({ signal }) => unwrap(client.GET(SEVERITY_EVENTS, { params: { query }, signal })),
      }),
    templatePolicy: (query: QueryParamsOf<typeof TEMPLATE_POLICY> = {}) =>
      queryOptions({
        queryKey: scoped(k.templatePolicy(query), TEMPLATE_POLICY),
        queryFn: ({ signal }) => unwrap(client.GET(TEMPLATE_POLICY, { params: { query }, signal })),
      }),
    eventPolicy: (query: QueryParamsOf<typeof EVENT_POLICY> = {}) =>
      queryOptions({
        queryKey: scoped(k.eventPolicy(query), EVENT_POLICY),
        queryFn: ({ signal }) => unwrap(client.GET(EVENT_POLICY, { params: { query }, signal })),
      }),
  };
}
