// The README's "The two commands" block, read by CI's fresh-clone check (check-readme-start.mjs)
// so that the commands CI proves are the ones a new user reads.

/** The shell commands of the README's "## The two commands" fenced block, comments stripped. */
export function readmeCommands(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith('The two commands'));
  if (!section) throw new Error('README has no "## The two commands" section');
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README\'s "The two commands" section has no sh block');
  return block[1]
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}
