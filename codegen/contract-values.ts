// The few values of the contract the code needs at run time, not only as types: the Role enum
// (console and sandbox read the roles from here, never from a list of their own) and every
// /restapi operation with its method and path (the access table is keyed by these ids; its tests
// walk every one).
import { BANNER } from './banner.ts';

interface BundledContract {
  paths: Record<string, Record<string, { operationId?: string } | unknown>>;
  components: { schemas: Record<string, { enum?: unknown[] }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function generateContractValues(doc: BundledContract): string {
  const roles = doc.components.schemas.Role?.enum;
  if (!Array.isArray(roles) || roles.length === 0) throw new Error('The contract has no Role enum.');
  const operations: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/restapi/')) continue;
    for (const method of METHODS) {
      const operationId = (item[method] as { operationId?: string } | undefined)?.operationId;
      if (operationId)
        operations.push(`  { operationId: '${operationId}', method: '${method}', path: '${path}' },`);
    }
  }
  return [
    BANNER,
    '/** The session\u2019s roles: the contract\u2019s Role enum (components.schemas.Role), in its order. */',
    `export const ROLES = [${roles.map((role) => `'${String(role)}'`).join(', ')}] as const;`,
    '',
    '/** Every operation of the contract under /restapi, in the contract\u2019s order. */',
    'export const RESTAPI_OPERATIONS = [',
    ...operations,
    '] as const;',
    '',
    "export type RestapiOperationId = (typeof RESTAPI_OPERATIONS)[number]['operationId'];",
    '',
  ].join('\n');
}
