// For every schemas/<form>.schema.json: the bundled schema and its ui schema as a module, and
// a precompiled standalone validator (rjsf's precompiled format), so the browser ships no Ajv
// compiler and needs no `new Function` (CSP without unsafe-eval).
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildSync } from 'esbuild';
import Ajv2020 from 'ajv/dist/2020.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { BANNER } from './banner.ts';
import { bundleFormSchema } from './bundle-form-schema.ts';
import { addFormKeywords } from '../src/domain/schema-keywords.ts';

/** Ajv options shared by the console's validators, the sandbox and the tests. */
export const FORM_AJV_OPTIONS = { code: { lines: false } } as const;

const projectRootOf = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const toCamel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function compileValidator(schema: RJSFSchema, formName: string): string {
  const cjs = compileSchemaValidatorsCode(schema, {
    AjvClass: Ajv2020 as never,
    ajvOptionsOverrides: FORM_AJV_OPTIONS as never,
    // x-messages (message keys) and x-sameAs (password confirmation), as code, not eval.
    extenderFn: (ajv) => addFormKeywords(ajv),
  });
  // The standalone code is CommonJS requiring small Ajv runtime helpers; esbuild turns it into
  // one self-contained ES module (default export: { [schemaId]: validateFn }).
  // Paths in the output are relative to the real home of node_modules, so the files are the
  // same whatever the checkout's location (or a copy with node_modules linked in).
  const workingDir = path.dirname(realpathSync(path.join(projectRootOf(), 'node_modules')));
  const out = buildSync({
    absWorkingDir: workingDir,
    stdin: { contents: cjs, resolveDir: workingDir, sourcefile: `${formName}.validator.cjs`, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const js = out.outputFiles[0]?.text ?? '';
  return `${BANNER}// @ts-nocheck\n/* eslint-disable */\n${js}`;
}

export function formNames(schemasDir: string): string[] {
  if (!existsSync(schemasDir)) return [];
  return readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.schema\.json$/, ''))
    .sort();
}

/** Relative file name -> content, for src/gen/forms/. */
export function generateFormModules(schemasDir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(schemasDir)) return files;
  const index: string[] = [];
  for (const name of formNames(schemasDir)) {
    const schema = bundleFormSchema(path.join(schemasDir, `${name}.schema.json`)) as RJSFSchema;
    const uiFile = path.join(schemasDir, `${name}.ui.json`);
    const uiSchema = existsSync(uiFile) ? (JSON.parse(readFileSync(uiFile, 'utf8')) as unknown) : {};
    const id = toCamel(name);
    files.set(
      `${name}.gen.ts`,
      `${BANNER}/* eslint-disable */\n` +
        `export const ${id}Schema = ${JSON.stringify(schema, null, 2)};\n\n` +
        `export const ${id}UiSchema = ${JSON.stringify(uiSchema, null, 2)};\n`,
    );
    files.set(`${name}.validator.gen.js`, compileValidator(schema, name));
    files.set(
      `${name}.validator.gen.d.ts`,
      `${BANNER}declare const validateFns: Record<string, (data: unknown) => boolean>;\nexport default validateFns;\n`,
    );
    index.push(name);
  }
  files.set(
    'form-names.gen.ts',
    `${BANNER}export const FORM_NAMES = ${JSON.stringify(index, null, 2)} as const;\n\nexport type FormName = (typeof FORM_NAMES)[number];\n`,
  );
  return files;
}
