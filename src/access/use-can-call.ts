// Whether the console offers an action that calls an operation: the operation table the sandbox
// enforces (operation-access.ts), for the role the console acts in. A button for a write the
// role may not make is not shown: `useCanCall('Server_DeleteServer')`, or with the facts of the
// request it would send, `useCanCall('Server_CreateOrUpdateServer', { serverOwner: 'partner' })`.
import type { RestapiOperationId } from '../domain/contract-values';
import type { RoleName } from '../domain/roles';
import { decideOperation } from '../domain/operation-access';
import type { OperationFacts } from '../domain/operation-conditions';
import { useAccessFacts } from './use-access-facts';

export function canCall(
  operationId: RestapiOperationId,
  role: RoleName | null,
  facts: OperationFacts = {},
): boolean {
  return role !== null && decideOperation(operationId, role, facts).allowed;
}

export function useCanCall(operationId: RestapiOperationId, facts: OperationFacts = {}): boolean {
  return canCall(operationId, useAccessFacts().role, facts);
}
