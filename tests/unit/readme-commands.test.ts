// CI runs the README's own commands on a fresh clone (scripts/check-readme-start.mjs); this keeps
// the block it reads where it looks for it, naming an install and a start command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { readmeCommands } from '../../scripts/readme-commands.mjs';

describe("the README's two commands", () => {
  it('are npm install and npm start, as CI runs them on a fresh clone', () => {
    const commands: string[] = readmeCommands(readFileSync('README.md', 'utf8'));
    expect(commands.slice(0, 2)).toEqual(['npm install', 'npm start']);
  });

  it('strips comments and blank lines, and refuses a README without the block', () => {
    const readme =
      '# X\n\n## The two commands\n\n```sh\nnpm i   # install\n\nnpm start # run\n```\n\n## Next\n';
    expect(readmeCommands(readme)).toEqual(['npm i', 'npm start']);
    expect(() => readmeCommands('# X\n## Other\n')).toThrow('no "## The two commands" section');
  });
});
