// Agents the management server still lists in agms groups (uninstalled).
import { insertRows } from '../context';
import type { ComputerAreaSeed } from './computer-area';
import type { ComputerRow } from './computer-row';
import { DAY } from './vocabulary';

export async function seedRetiredAgents({ db, rng, now, computers, at }: ComputerAreaSeed): Promise<void> {
  const retired: unknown[][] = [[939877, 3001, 'FAB-FIN-WS009', '8.3.9.1102', at('2026-10-02T17:45:10Z')]];
  const agmsGroups = new Map<number, ComputerRow>();
  for (const c of computers)
    if (c.agms && c.id >= 40100 && !agmsGroups.has(c.group_id)) agmsGroups.set(c.group_id, c);
  let mainId = 800_001;
  for (const c of agmsGroups.values()) {
    if (!rng.chance(0.08)) continue;
    const prefix = c.name.replace(/\d+$/, '');
    for (let k = 0, n = rng.int(1, 2); k < n; k++) {
      retired.push([
        mainId++,
        c.group_id,
        `${prefix}${rng.int(900, 999)}`,
        '8.3.9.1102',
        new Date(now - rng.int(20, 200) * DAY),
      ]);
    }
  }
  await insertRows(
    db,
    'agsc_retired_agents',
    [
      ['main_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['agent_version', 'text'],
      ['last_check_in', 'timestamptz'],
    ],
    retired,
  );
}
