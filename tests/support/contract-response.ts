// Checks a sandbox reply against the contract: the status is declared for the operation and
// the body validates against that status's schema. Any drift between sandbox and contract
// fails the test that saw it.
import type { ValidateFunction } from 'ajv';
import { contractAjv, deref, loadBundledContract, pointer, type JsonObject } from './contract';

let ajvPromise: Promise<{ doc: JsonObject; ajv: ReturnType<typeof contractAjv> }> | undefined;
const cache = new Map<string, ValidateFunction>();

async function load() {
  ajvPromise ??= loadBundledContract().then((doc) => ({ doc, ajv: contractAjv(doc) }));
  return ajvPromise;
}

/** Returns a list of problems (empty when the reply matches the contract). */
export async function contractProblems(
  path: string,
  method: string,
  status: number,
  body: unknown,
): Promise<string[]> {
  const { doc, ajv } = await load();
  const op = ((doc.paths as Record<string, JsonObject>)[path]?.[method.toLowerCase()] ??
    null) as JsonObject | null;
  if (!op) return [`${method} ${path} is not in the contract`];
  const responses = op.responses as Record<string, JsonObject>;
  const declared = responses[String(status)];
  if (!declared) return [`${method} ${path} answered ${status}, which the contract does not declare`];
  const response = deref(doc, declared);
  const media = (response.content as Record<string, JsonObject> | undefined)?.['application/json'];
  if (!media?.schema) return [];
  const where =
    typeof declared.$ref === 'string'
      ? `${declared.$ref}/content/application~1json/schema`
      : pointer(
          'paths',
          path,
          method.toLowerCase(),
          'responses',
          String(status),
          'content',
          'application/json',
          'schema',
        );
  let validate = cache.get(where);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract${where}` });
    cache.set(where, validate);
  }
  return validate(body)
    ? []
    : [`${method} ${path} ${status}: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`];
}

/** Asserts-style helper for tests: throws with the problems. */
export async function expectMatchesContract(
  path: string,
  method: string,
  status: number,
  body: unknown,
): Promise<void> {
  const problems = await contractProblems(path, method, status, body);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
