// For every schemas/<form>.schema.json: the SchemaForm's definition of that form (its data type
// from the contract, its bundled schema, ui schema and precompiled validator from src/gen/forms,
// its labels' catalogue prefix), one module per form so a page loads only the validators it uses.
// They live beside the SchemaForm (src/components/schema-form/forms/), the one place of
// src/components allowed to import src/gen; that folder is generated-only.
import { BANNER } from './banner.ts';
import { formNames, toCamel } from './form-modules.ts';

/** Where the definitions go, relative to the project root. */
export const FORM_DEFINITIONS_DIR = 'src/components/schema-form/forms';

/** `company-form` -> `forms.company`: the catalogue prefix of the form's field labels. */
const labelsKeyOf = (name: string) => `forms.${toCamel(name.replace(/-form$/, ''))}`;

/** An import as Prettier writes it (printWidth 110, as .prettierrc): on one line if it fits. */
function importLine(names: string[], from: string): string {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  return line.length <= 110 ? line : `import {\n${names.map((n) => `  ${n},\n`).join('')}} from '${from}';`;
}

const pascal = (name: string) => toCamel(name).replace(/^./, (c) => c.toUpperCase());

function definitionModule(name: string): string {
  const id = toCamel(name);
  const dataType = `${pascal(name)}Data`;
  return (
    BANNER +
    `// The ${name} (schemas/${name}.schema.json) for the SchemaForm, with its precompiled validator.\n` +
    `import type { components } from '../../../gen/openapi.gen';\n` +
    `${importLine([`${id}Schema`, `${id}UiSchema`], `../../../gen/forms/${name}.gen`)}\n` +
    `import validateFns from '../../../gen/forms/${name}.validator.gen.js';\n` +
    `import { defineSchemaForm } from '../form-definition';\n` +
    `\n` +
    `export type ${dataType} = components['schemas']['${name}.schema'];\n` +
    `\n` +
    `export const ${id} = defineSchemaForm<${dataType}>({\n` +
    `  name: '${name}',\n` +
    `  schema: ${id}Schema,\n` +
    `  uiSchema: ${id}UiSchema,\n` +
    `  validateFns,\n` +
    `  labelsKey: '${labelsKeyOf(name)}',\n` +
    `});\n`
  );
}

/**
 * Relative file name -> content, for FORM_DEFINITIONS_DIR. A form's data type is the contract's
 * (`components.schemas['<form>.schema']`, there because a request body $refs the schema), so a
 * schema the contract does not use is an error here rather than a type error later.
 */
export function generateFormDefinitions(
  schemasDir: string,
  contractSchemas: Set<string>,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of formNames(schemasDir)) {
    if (!contractSchemas.has(`${name}.schema`)) {
      throw new Error(
        `schemas/${name}.schema.json: no request body of the contract $refs it (openapi/paths/<area>.yaml), ` +
          `so there is no type for its data. $ref it from the operation that receives the form.`,
      );
    }
    files.set(`${name}.gen.ts`, definitionModule(name));
  }
  return files;
}
