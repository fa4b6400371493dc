// The agent main settings of the scope (the selected group, else the selected company): the
// route's loader and the page read the same query. The server stores the defaults on first read.
import type { Queries } from '../../../api/query-layer';

export const agentSettingsQuery = (queries: Queries) => queries.AgentMain_GetOrCreateDefaultAgentMain();
