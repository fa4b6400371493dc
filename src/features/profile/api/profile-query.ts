// The signed-in user's own profile (User/GetProfile); the loader and the page share it.
import type { ApiQueries } from '../../../api/queries';

export const profileQuery = (queries: ApiQueries) => queries.users.profile();
