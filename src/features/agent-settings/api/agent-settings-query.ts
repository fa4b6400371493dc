// The agent main settings of the scope (the selected group, else the selected company): the
// route's loader and the page read the same query. The server stores the defaults on first read.
import type { ApiQueries } from '../../../api/queries';

export const agentSettingsQuery = (queries: ApiQueries) => queries.agent.main();
