// The unique blocks: the named ones of the examples, then generated ones from the block files.
import type { Database } from '../../db/database';
import { insertRows } from '../context';
import type { Random } from '../random';
import { FILES, USER_FOLDERS } from './block-files';
import { proposedFor } from './decisions';
import { NAMED_BLOCKS } from './named-blocks';
import type { Block } from './vocabulary';

export async function seedUniqueBlocks(db: Database, rng: Random, large: boolean): Promise<Block[]> {
  const blocks: Block[] = NAMED_BLOCKS.map((b) => ({ ...b }));
  const usedSha = new Set(blocks.map((b) => b.sha256));
  const generatedCount = large ? FILES.length * 3 : FILES.length + 10;
  for (let i = 0; i < generatedCount; i++) {
    const [fileName, pathPattern, publisher, hashClass] = FILES[i % FILES.length]!;
    // A user's folder until the computers that blocked it are known (block-events.ts names the
    // first one's user); drawn all the same, so the PRNG's later draws stay as they were.
    const filePath = pathPattern.replace('{u}', rng.pick(USER_FOLDERS));
    let sha = rng.hex(64);
    while (usedSha.has(sha)) sha = rng.hex(64);
    usedSha.add(sha);
    blocks.push({
      id: 8113 + i,
      fileName,
      filePath,
      ...(pathPattern.includes('{u}') ? { pathPattern } : {}),
      sha256: sha,
      publisher,
      hashClass,
      proposedAction: proposedFor(hashClass, filePath, publisher, rng),
    });
  }
  await insertRows(
    db,
    'unique_blocks',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
      ['publisher', 'text'],
      ['hash_class', 'text'],
      ['proposed_action', 'text'],
    ],
    blocks.map((b) => [b.id, b.sha256, b.fileName, b.filePath, b.publisher, b.hashClass, b.proposedAction]),
  );

  return blocks;
}
