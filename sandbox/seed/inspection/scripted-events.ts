// The scripted events: those of the contract's example (with their ids), then the incidents
// around them.
import type { SeedContext } from '../context';
import type { Catalogue, VariantRow } from './catalogue';
import type { ComputerRow } from './computer-row';
import { EXAMPLE_EVENTS } from './example-events';
import { exampleTrees } from './example-trees';
import { INCIDENTS } from './incidents';
import {
  DAY,
  NOT_BLOCKABLE,
  type Action,
  type EventType,
  type HashClass,
  type Severity,
  type UserKind,
} from './vocabulary';

export type EventRow = [
  id: number,
  reportedAt: Date,
  companyId: number,
  siteId: number,
  groupId: number,
  computerId: number,
  hashId: number,
  variantId: number,
  eventType: EventType,
  action: Action,
  severity: Severity,
  hashClass: HashClass,
  userName: string | null,
];

export function scriptedEvents(
  ctx: SeedContext,
  catalogue: Catalogue,
  computers: ComputerRow[],
  byId: Map<number, ComputerRow>,
  at: (iso: string) => Date,
): EventRow[] {
  const rng = ctx.random('inspection-incidents');
  const rows: EventRow[] = [];
  const trees = exampleTrees();
  const userOf = (c: ComputerRow, kind: UserKind) =>
    kind === 2
      ? null
      : kind === 1
        ? `${c.domain ?? 'CORP'}\\svc-backup`
        : `${c.domain ?? 'CORP'}\\${c.logged_on_user ?? 'user'}`;
  const actionOf = (c: ComputerRow, event: EventType): Action =>
    NOT_BLOCKABLE.has(event) ? 'allowed' : c.protection_mode === 'Discovery' ? 'audited' : 'blocked';
  // Discovery only audits: what would have been blocked is reported as a policy violation, so
  // that no "...Blocked" event says audited.
  const typeOf = (c: ComputerRow, event: EventType): EventType =>
    actionOf(c, event) === 'audited' && event.endsWith('Blocked') ? 'PolicyViolation' : event;
  const min = ctx.now.getTime() - 90 * DAY;

  // Example events first: their own variant when the example's tree or path differs.
  const extraVariants: VariantRow[] = [];
  for (const e of EXAMPLE_EVENTS) {
    const c = byId.get(e.computerId);
    const named = catalogue.byKey.get(e.hash);
    if (!c || !named) continue;
    let variant = named.variant;
    const tree = trees[e.id] ?? null;
    if ((e.tree === 'none') !== (variant.tree === null) || tree !== null || e.policy !== variant.policy) {
      variant = {
        ...variant,
        id: catalogue.variants.length + extraVariants.length + 1,
        tree: e.tree === 'none' ? null : tree,
        policy: e.policy,
        event: e.type,
        weight: 0,
      };
      extraVariants.push(variant);
    }
    rows.push([
      e.id,
      at(e.at),
      c.company_id,
      c.site_id,
      c.group_id,
      c.id,
      named.hash.id,
      variant.id,
      e.type,
      e.action,
      e.severity,
      named.hash.cls,
      e.user,
    ]);
  }
  catalogue.variants.push(...extraVariants);

  // Incidents around them.
  let id = 9_000_001;
  const companyComputers = new Map<number, ComputerRow[]>();
  for (const c of computers) {
    if (c.id < 40100) continue; // the named ones take part by name only
    companyComputers.set(c.company_id, [...(companyComputers.get(c.company_id) ?? []), c]);
  }
  for (const inc of INCIDENTS) {
    const named = catalogue.byKey.get(inc.hash)!;
    const event = inc.event ?? named.variant.event;
    const variant =
      event === named.variant.event
        ? named.variant
        : (() => {
            const v: VariantRow = { ...named.variant, id: catalogue.variants.length + 1, event, weight: 0 };
            catalogue.variants.push(v);
            return v;
          })();
    const plan: Array<[ComputerRow, number]> = [];
    for (const [cid, count] of inc.computers) {
      const c = byId.get(cid);
      if (c) plan.push([c, count]);
    }
    if (inc.others) {
      const pool = (companyComputers.get(inc.others.company) ?? []).filter(
        (c) => inc.others!.mode !== 'notDiscovery' || c.protection_mode !== 'Discovery',
      );
      const start = pool.length > 0 ? rng.int(0, pool.length - 1) : 0;
      for (let k = 0; k < Math.min(inc.others.computers, pool.length); k++) {
        plan.push([pool[(start + k * 7) % pool.length]!, Math.max(1, inc.others.each + rng.int(-1, 1))]);
      }
    }
    const from = Math.max(at(inc.from).getTime(), min);
    const to = at(inc.to).getTime();
    plan.forEach(([c, count], index) => {
      for (let k = 0; k < count; k++) {
        // The first computer of an incident holds its last event (the example's lastSeen).
        const t =
          index === 0 && k === count - 1 ? to : from + Math.floor(rng.next() * Math.max(1, to - from));
        rows.push([
          id++,
          new Date(t),
          c.company_id,
          c.site_id,
          c.group_id,
          c.id,
          named.hash.id,
          variant.id,
          typeOf(c, event),
          actionOf(c, event),
          NOT_BLOCKABLE.has(event) ? variant.allowedSeverity : variant.severity,
          named.hash.cls,
          userOf(c, inc.userKind ?? variant.userKind),
        ]);
      }
    });
  }
  return rows.filter((r) => r[1].getTime() <= ctx.now.getTime());
}
