// The backend developer's loop: change the contract, run codegen, and the type checker points
// at the code that no longer matches. And `codegen --check` catches stale generated files.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/contract';

let copy: string;
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const tsc = path.join(projectRoot, 'node_modules/.bin/tsc');

const run = (bin: string, args: string[]) =>
  spawnSync(bin, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CODEGEN_ROOT: copy } });

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'codegen-loop-'));
  for (const entry of ['openapi', 'schemas', 'codegen', 'src', 'locales', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The checked-in generated files must be current, as CI demands.
  execFileSync(tsx, ['codegen/index.ts', '--check'], {
    cwd: copy,
    env: { ...process.env, CODEGEN_ROOT: copy },
  });
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the backend developer loop', () => {
  it('codegen --check fails and names the stale file when the contract changed', () => {
    const entities = path.join(copy, 'openapi/components/entities.yaml');
    const original = readFileSync(entities, 'utf8');
    // Rename one response field: Claim.value -> claimValue.
    const renamed = original.replace(
      /(Claim:\n(?:.*\n)*?\s+required: \[type, )value\]((?:.*\n)*?\s+)value:/,
      '$1claimValue]$2claimValue:',
    );
    expect(renamed).not.toBe(original);
    writeFileSync(entities, renamed);

    const check = run(tsx, ['codegen/index.ts', '--check']);
    expect(check.status).not.toBe(0);
    expect(check.stderr).toContain('src/gen/openapi.gen.ts');
  });

  it('after codegen, the type check fails at the place that reads the renamed field', () => {
    const gen = run(tsx, ['codegen/index.ts']);
    expect(gen.status, gen.stderr).toBe(0);
    const check = run(tsx, ['codegen/index.ts', '--check']);
    expect(check.status).toBe(0);

    const typecheck = run(tsc, ['-p', 'tsconfig.json', '--noEmit', '--pretty', 'false']);
    expect(typecheck.status).not.toBe(0);
    expect(typecheck.stdout).toMatch(/src\/api\/session-claims\.ts\(\d+,\d+\): error TS\d+: .*'value'/);
  });
});

describe('the schema form definitions', () => {
  const forms = 'src/components/schema-form/forms';

  it('are generated: --check names a missing one and a hand-written one, codegen restores the folder', () => {
    rmSync(path.join(copy, forms, 'company-form.gen.ts'));
    writeFileSync(path.join(copy, forms, 'my-form.ts'), 'export const myForm = {};\n');

    const check = run(tsx, ['codegen/index.ts', '--check']);
    expect(check.status).not.toBe(0);
    expect(check.stderr).toContain(`${forms}/company-form.gen.ts`);
    expect(check.stderr).toContain(`${forms}/my-form.ts (not generated any more)`);

    const gen = run(tsx, ['codegen/index.ts']);
    expect(gen.status, gen.stderr).toBe(0);
    expect(readFileSync(path.join(copy, forms, 'company-form.gen.ts'), 'utf8')).toContain(
      'export const companyForm = defineSchemaForm<CompanyFormData>({',
    );
    expect(existsSync(path.join(copy, forms, 'my-form.ts'))).toBe(false);
    expect(run(tsx, ['codegen/index.ts', '--check']).status).toBe(0);
  });

  it('come from the contract: a form schema no request body uses stops codegen, naming it', () => {
    const orphan = path.join(copy, 'schemas/orphan-form.schema.json');
    cpSync(path.join(copy, 'schemas/profile-form.schema.json'), orphan);
    try {
      const gen = run(tsx, ['codegen/index.ts']);
      expect(gen.status).not.toBe(0);
      expect(gen.stderr).toContain(
        'schemas/orphan-form.schema.json: no request body of the contract $refs it',
      );
    } finally {
      rmSync(orphan);
    }
  });
});
