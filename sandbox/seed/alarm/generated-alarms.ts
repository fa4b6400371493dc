// Generated alerts until the scale's number: a condition (global ones now and then, Fabrikam's
// often), a computer of its company, a status, a title from what the condition watches.
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { alertEvents } from './alert-events';
import { BAD_FILES, CHILD_PROCESSES, SYSTEM_TITLES, TAMPERING } from './alert-subjects';
import type { Cond } from './conditions';
import { severityRank, type ComputerRow } from './vocabulary';

export function generateAlarms(
  ctx: SeedContext,
  rng: Random,
  rngE: Random,
  alarms: unknown[][],
  addEvents: ReturnType<typeof alertEvents>,
  conds: Cond[],
  companies: Array<{ id: number; japanese: boolean }>,
  computersOf: Map<number, ComputerRow[]>,
  usersOf: Map<number, string[]>,
): void {
  const large = ctx.scale === 'large';
  const total = large ? 3000 : 300;
  const companyConds = conds.filter((c) => c.companyId !== null);
  const globalConds = conds.filter((c) => c.companyId === null);
  let alarmId = 60113;
  while (alarms.length < total) {
    const global = rng.chance(0.07);
    const cond = global
      ? rng.pick(globalConds)
      : rng.chance(0.35)
        ? rng.pick(companyConds.filter((c) => c.companyId === 1001))
        : rng.pick(companyConds);
    const companyId = cond.companyId;
    const pool = companyId === null ? [] : (computersOf.get(companyId) ?? []);
    if (companyId !== null && pool.length === 0) continue;
    const computer = companyId === null ? null : rng.pick(pool);
    const triggered = rng.dateBefore(new Date(ctx.now.getTime() - 10 * 60_000), 45);
    const status = rng.weighted([
      ['Unresolved', 45],
      ['InReview', 20],
      ['Resolved', 35],
    ] as const);
    const updated = new Date(
      Math.min(ctx.now.getTime() - 60_000, triggered.getTime() + rng.int(0, 72 * 60) * 60_000),
    );
    const ja = companies.find((c) => c.id === companyId)?.japanese ?? false;
    let title: string;
    let count = 1;
    switch (cond.category) {
      case 11: {
        const f = rng.pick(BAD_FILES.filter((b) => b[3] === 'malicious'));
        title = ja ? `悪意のあるファイルをブロック: ${f[0]}` : `Malicious file blocked: ${f[0]}`;
        count = rng.int(1, 6);
        break;
      }
      case 12: {
        const [child, parent] = rng.pick(CHILD_PROCESSES);
        title = `${child} started by ${parent}`;
        count = rng.int(1, 3);
        break;
      }
      case 13: {
        const f = rng.pick(BAD_FILES);
        count = rng.int(50, 400);
        title = ja
          ? `${f[0]} が 24 時間で ${count} 回ブロックされました`
          : `${f[0]} blocked ${count} times in 24 hours`;
        break;
      }
      case 14:
        title = rng.pick(TAMPERING);
        break;
      case 21:
        title = ja
          ? `${computer!.name} が 24 時間以上オフライン`
          : `${computer!.name} offline for more than 24 hours`;
        break;
      case 22:
        title = `Policy ${computer!.policy_version} is older than 7 days`;
        break;
      case 23:
        title = `Agent ${computer!.agent_version} is outdated`;
        count = rng.int(1, 10);
        break;
      default:
        title = rng.pick(SYSTEM_TITLES[cond.category] ?? ['Management server alert']);
        count = rng.int(1, 4);
    }
    const severity = rng.chance(0.8)
      ? cond.severity
      : (['Low', 'Medium', 'High', 'Critical'] as const)[Math.min(3, severityRank(cond.severity) + 1)]!;
    const resolvedBy =
      status === 'Resolved'
        ? rng.pick(companyId === null ? ['Global Admin'] : (usersOf.get(companyId) ?? ['Olivia Harper']))
        : null;
    const id = alarmId++;
    alarms.push([
      id,
      rng.uuid(),
      title,
      status,
      severity,
      cond.id,
      cond.name,
      cond.description,
      cond.category,
      companyId,
      computer?.id ?? null,
      triggered,
      updated,
      resolvedBy,
      count,
    ]);
    addEvents(
      id,
      cond.category,
      computer,
      title,
      triggered,
      status === 'Resolved' ? triggered : updated,
      count,
      rngE,
    );
  }
}
