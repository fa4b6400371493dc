// The few paths the shell names outside the access table, in a module of their own so that
// pages on the sign-in path (not found, 403) do not pull the whole table into its bundle.
export { HOME_PATH, LOGIN_PATH } from '../session/login-redirect';

/** The 403 page (spec section 2); the error handler sends a 403 answer of the API here too. */
export const FORBIDDEN_PATH = '/403';
