// `npm run codegen` writes src/gen/ from openapi/ and schemas/, and the schema form's
// definitions (src/components/schema-form/forms/); `npm run codegen -- --check` writes nothing
// and fails, naming the stale files, when either folder does not match.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContract } from './contract-types.ts';
import { generateLimits } from './contract-limits.ts';
import { generateContractValues } from './contract-values.ts';
import { FORM_DEFINITIONS_DIR, generateFormDefinitions } from './form-definitions.ts';
import { generateFormModules } from './form-modules.ts';
import { generateQueryLayer } from './query-layer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders codegen owns: every file in them is generated (others are removed, or stale). */
const GENERATED_DIRS = ['src/gen', FORM_DEFINITIONS_DIR];

export interface CodegenOptions {
  /** Root of the project to generate for (tests run codegen on a copy). */
  projectRoot: string;
}

/** Every generated file, path relative to the project root -> content. */
export async function generateAll({ projectRoot }: CodegenOptions): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const contract = path.join(projectRoot, 'openapi/restapi.yaml');
  const { types, bundle } = await generateContract(contract);
  files.set('src/gen/openapi.gen.ts', types);
  files.set('src/gen/openapi.bundle.gen.json', bundle);
  files.set('src/gen/contract-values.gen.ts', generateContractValues(JSON.parse(bundle)));
  files.set('src/gen/query-layer.gen.ts', generateQueryLayer(JSON.parse(bundle)));
  files.set('src/gen/contract-limits.gen.ts', generateLimits(JSON.parse(bundle) as Record<string, unknown>));
  const schemasDir = path.join(projectRoot, 'schemas');
  for (const [rel, content] of generateFormModules(schemasDir)) {
    files.set(`src/gen/forms/${rel}`, content);
  }
  const contractSchemas = new Set(
    Object.keys((JSON.parse(bundle) as { components: { schemas: object } }).components.schemas),
  );
  for (const [rel, content] of generateFormDefinitions(schemasDir, contractSchemas)) {
    files.set(`${FORM_DEFINITIONS_DIR}/${rel}`, content);
  }
  return files;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const projectRoot = process.env.CODEGEN_ROOT ? path.resolve(process.env.CODEGEN_ROOT) : root;
  const files = await generateAll({ projectRoot });
  const expected = new Set([...files.keys()].map((rel) => path.join(projectRoot, rel)));
  const extra = GENERATED_DIRS.flatMap((dir) => listFiles(path.join(projectRoot, dir))).filter(
    (f) => !expected.has(f),
  );

  if (check) {
    const stale: string[] = [];
    for (const [rel, content] of files) {
      const abs = path.join(projectRoot, rel);
      if (!existsSync(abs) || readFileSync(abs, 'utf8') !== content) stale.push(rel);
    }
    stale.push(...extra.map((f) => `${path.relative(projectRoot, f)} (not generated any more)`));
    if (stale.length > 0) {
      console.error(
        `codegen --check: generated files are stale (${GENERATED_DIRS.join(', ')}). Run \`npm run codegen\`:`,
      );
      for (const s of stale) console.error(`  ${s}`);
      process.exit(1);
    }
    console.log(`codegen --check: ${files.size} generated files are up to date.`);
    return;
  }

  for (const f of extra) rmSync(f);
  for (const [rel, content] of files) {
    const abs = path.join(projectRoot, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    if (!existsSync(abs) || readFileSync(abs, 'utf8') !== content) writeFileSync(abs, content);
  }
  console.log(`codegen: wrote ${files.size} files to ${GENERATED_DIRS.join(' and ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
