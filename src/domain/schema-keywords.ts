// The two custom keywords of the form schemas, for every Ajv that validates them (the console's
// precompiled validators, the sandbox, the tests):
// - `x-messages`: an annotation, the catalogue's message key per failing keyword;
// - `x-sameAs`: "this value equals the sibling property named here" (password confirmation).
//   A standard-looking `const: {$data}` would read as a literal to other tools (Prism), so the
//   rule is an x- keyword that they ignore and Ajv enforces, with generated code (no eval).
import { _, type KeywordCxt } from 'ajv';
import type Ajv from 'ajv';

export const FORM_KEYWORDS = ['x-messages', 'x-sameAs'] as const;

export function addFormKeywords<T extends Pick<Ajv, 'addKeyword' | 'getKeyword'>>(ajv: T): T {
  if (!ajv.getKeyword('x-messages')) ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
  if (!ajv.getKeyword('x-sameAs')) {
    ajv.addKeyword({
      keyword: 'x-sameAs',
      schemaType: 'string',
      error: {
        message: ({ schema }) => _`"must be equal to " + ${schema}`,
        params: ({ schema }) => _`{sameAs: ${schema}}`,
      },
      code(cxt: KeywordCxt) {
        const { data, schema, it } = cxt;
        cxt.fail(
          _`${it.parentData} && typeof ${it.parentData} == "object" && ${data} !== ${it.parentData}[${schema}]`,
        );
      },
    });
  }
  return ajv;
}
