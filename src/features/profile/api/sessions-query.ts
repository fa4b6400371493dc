// The signed-in user's live sessions (User/GetSessions); the loader and the page share it.
import type { Queries } from '../../../api/query-layer';

export const sessionsQuery = (queries: Queries) => queries.User_GetSessions();
