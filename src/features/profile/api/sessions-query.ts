// The signed-in user's live sessions (User/GetSessions); the loader and the page share it.
import type { ApiQueries } from '../../../api/queries';

export const sessionsQuery = (queries: ApiQueries) => queries.users.sessions();
