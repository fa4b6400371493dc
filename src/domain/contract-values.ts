// Values of the contract the code needs at run time (codegen writes them from openapi/): the
// session's roles (the Role enum) and the /restapi operations. The access table, the console
// and the sandbox read the roles from here; no other file lists them.
import type { components } from '../gen/openapi.gen';
import { RESTAPI_OPERATIONS, ROLES, type RestapiOperationId } from '../gen/contract-values.gen';

export type Role = components['schemas']['Role'];

/** The Role enum in the contract's order. */
export const CONTRACT_ROLES: readonly Role[] = ROLES;

export { RESTAPI_OPERATIONS, type RestapiOperationId };
