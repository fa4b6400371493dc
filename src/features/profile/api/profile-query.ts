// The signed-in user's own profile (User/GetProfile); the loader and the page share it.
import type { Queries } from '../../../api/query-layer';

export const profileQuery = (queries: Queries) => queries.User_GetProfile();
