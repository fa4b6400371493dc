// The build check that keeps string evaluation (and with it Ajv's compiler) out of the console:
// it finds each form in minified code and lets only lodash's unreachable global lookup through.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, no types.
import { findEval, scan } from '../../scripts/check-no-eval.mjs';

describe('the no-eval build check', () => {
  it.each([
    ['new Function', 'const makeValidate=new Function(`self`,`scope`,source)'],
    ['Function with a string', 'var f=Function("a","return a")'],
    ['eval', ';x=eval(code)'],
    ['indirect eval', ';x=(0,eval)(code)'],
  ])('finds %s', (_, code) => {
    expect(findEval(code)).toHaveLength(1);
  });

  it.each([
    ["lodash's global lookup", 'Da=Ta||Ea||Function(`return this`)(),Oa=Da.Symbol'],
    [
      "markdown-to-jsx's opt-in expression attributes",
      'if(n?.evalUnserializableExpressions)try{a[C]=(0,eval)(`(${o})`);continue}catch{}',
    ],
    ['a method named eval', 'a.eval(x);b.myFunction("x")'],
    ['a word that ends in eval', 'retrieval(x);isFunction(f)'],
  ])('lets %s through', (_, code) => {
    expect(findEval(code)).toEqual([]);
  });

  it('scans the .js files of a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-no-eval-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'ok-1.js'), 'export const a=1');
    writeFileSync(path.join(dir, 'assets', 'bad-2.js'), 'export const v=new Function("return 1")');
    writeFileSync(path.join(dir, 'assets', 'style-3.css'), 'a{}');
    expect(scan(dir).map((f: { file: string }) => f.file)).toEqual(['bad-2.js']);
  });
});
