// Where each block was blocked (occurrences: one row per block and computer): the example rows
// and the rest of each named block's totals, the named blocks outside Fabrikam, then one to
// four companies per generated block. Reviews later close them and set their decisions.
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { Estate } from './estate';
import { NAMED_BLOCKS, NAMED_OCCURRENCES } from './named-blocks';
import type { Block, ComputerRow, Decision } from './vocabulary';

export interface Occurrence {
  block: number;
  computer: ComputerRow;
  count: number;
  first: Date;
  last: Date;
  state: string;
  decision: Decision | null;
}

/** Occurrences by "block:computer". */
export type Occurrences = Map<string, Occurrence>;

export function placeOccurrences(
  ctx: SeedContext,
  rng: Random,
  at: (iso: string) => Date,
  blocks: Block[],
  { byGuid, computersOfGroup, computersOfCompany }: Estate,
): Occurrences {
  const large = ctx.scale === 'large';
  const occ: Occurrences = new Map();
  const addOcc = (
    block: number,
    computer: ComputerRow,
    count: number,
    first: Date,
    last: Date,
    decision: Decision | null = null,
  ) => {
    const key = `${block}:${computer.id}`;
    if (occ.has(key)) return false;
    occ.set(key, { block, computer, count, first, last, state: 'draftreviews', decision });
    return true;
  };
  // Named: the example rows, then the rest of each Fabrikam total on other Fabrikam computers
  // (the finance and engineering groups first).
  for (const [block, guid, count, first, last] of NAMED_OCCURRENCES) {
    const named = NAMED_BLOCKS.find((b) => b.id === block)!;
    addOcc(block, byGuid.get(guid)!, count, at(first), at(last), named.decision);
  }
  const fabrikam = [
    ...(computersOfGroup.get(3001) ?? []),
    ...(computersOfGroup.get(3002) ?? []),
    ...(computersOfCompany.get(1001) ?? []),
  ];
  for (const b of NAMED_BLOCKS) {
    const fixed = NAMED_OCCURRENCES.filter((o) => o[0] === b.id);
    let remainingComputers = b.computerCount - fixed.length;
    let remainingBlocks = b.blockCount - fixed.reduce((s, o) => s + o[2], 0);
    const hasFirst = fixed.some((o) => o[3] === b.firstSeen);
    const hasLast = fixed.some((o) => o[4] === b.lastSeen);
    let k = 0;
    const span = Date.parse(b.lastSeen) - Date.parse(b.firstSeen);
    for (let idx = 0; remainingComputers > 0 && idx < fabrikam.length; idx++) {
      const c = fabrikam[(idx * 7 + b.id) % fabrikam.length]!;
      if (occ.has(`${b.id}:${c.id}`)) continue;
      const count =
        remainingComputers === 1
          ? remainingBlocks
          : Math.max(
              1,
              Math.min(
                remainingBlocks - (remainingComputers - 1),
                Math.round(remainingBlocks / remainingComputers),
              ),
            );
      const first =
        k === 0 && !hasFirst
          ? b.firstSeen
          : new Date(Date.parse(b.firstSeen) + Math.floor((span * 0.2 * ((k % 3) + 1)) / 3)).toISOString();
      const last =
        k === 0 && !hasLast
          ? b.lastSeen
          : new Date(Date.parse(b.lastSeen) - Math.floor((span * 0.1 * ((k % 4) + 1)) / 4)).toISOString();
      addOcc(b.id, c, count, at(first), at(last), b.decision);
      remainingBlocks -= count;
      remainingComputers--;
      k++;
    }
  }
  // Named blocks outside Fabrikam (the Tokyo reviews, Woodgrove and others).
  const otherCompanies = [1003, 1005, 1002, 1004, 1006, 1008];
  for (const b of NAMED_BLOCKS) {
    for (const cid of otherCompanies) {
      if (!rng.chance(cid === 1003 && (b.id === 8103 || b.id === 8111) ? 1 : 0.35)) continue;
      const pool = computersOfCompany.get(cid) ?? [];
      const n = Math.min(pool.length, rng.int(1, 4));
      const preferred =
        cid === 1003 ? [...(computersOfGroup.get(b.id === 8111 ? 3005 : 3004) ?? []), ...pool] : pool;
      for (let j = 0; j < n; j++) {
        const last = rng.dateBefore(ctx.now, 12);
        addOcc(
          b.id,
          preferred[j % preferred.length]!,
          rng.int(1, 30),
          new Date(last.getTime() - rng.int(1, 20) * 86_400_000),
          last,
        );
      }
    }
  }
  // Generated blocks: one to four companies each, weighted to the named tenants.
  const companyIds = [...computersOfCompany.keys()];
  const namedCompanies = [1001, 1002, 1003, 1005];
  for (const b of blocks.slice(NAMED_BLOCKS.length)) {
    const companies = new Set<number>([rng.chance(0.7) ? rng.pick(namedCompanies) : rng.pick(companyIds)]);
    const extra = rng.int(0, large ? 6 : 3);
    for (let j = 0; j < extra; j++)
      companies.add(rng.chance(0.4) ? rng.pick(namedCompanies) : rng.pick(companyIds));
    for (const cid of companies) {
      const pool =
        cid === 1001 && rng.chance(0.6)
          ? [...(computersOfGroup.get(3001) ?? []), ...(computersOfGroup.get(3002) ?? [])]
          : (computersOfCompany.get(cid) ?? []);
      if (pool.length === 0) continue;
      const n = Math.min(pool.length, rng.int(1, large ? 12 : 5));
      const start = rng.int(0, pool.length - 1);
      for (let j = 0; j < n; j++) {
        const last = rng.dateBefore(ctx.now, 25);
        const malicious = b.hashClass === 'malicious';
        addOcc(
          b.id,
          pool[(start + j * 3) % pool.length]!,
          malicious ? rng.int(1, 12) : rng.int(1, 40),
          new Date(last.getTime() - rng.int(0, 25) * 86_400_000 - rng.int(0, 86_399) * 1000),
          last,
        );
      }
    }
  }
  return occ;
}

/** The blocks of a group's occurrences, by id. */
export const blocksInGroup = (occ: Occurrences, gid: number) =>
  [...new Set([...occ.values()].filter((o) => o.computer.group_id === gid).map((o) => o.block))].sort(
    (a, b) => a - b,
  );

/** A closed review closes the occurrences of its group and blocks. */
export const closeOccurrences = (occ: Occurrences, gid: number, blockIds: number[], state: string) => {
  for (const o of occ.values())
    if (o.computer.group_id === gid && blockIds.includes(o.block)) o.state = state;
};

/** The list state of the occurrences a review in this status covers (null: still listed). */
export const stateOf = (status: string) =>
  status === 'Completed' || status === 'KeepEnforcing'
    ? 'completed'
    : status === 'Deleted'
      ? 'deleted'
      : null;
