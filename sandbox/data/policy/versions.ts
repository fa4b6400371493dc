// The policy version of scope nodes: read one, and give every node a publish or an elective choice
// reaches its next version (computers of those groups are then behind until they pick it up).
import { nextPolicyVersion } from '../../../src/domain/policy/policy-version';
import type { PolicyNode } from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import { iso } from '../timestamps';
import { keptDerivation } from './kept-derivation';

export async function nodeVersion(db: Queryable, node: PolicyNode) {
  const [row] = await readCached<{ version: string; versionOn: string }>(
    db,
    `select version, ${iso('version_on')} as "versionOn" from policy_node_versions where node_type = $1 and node_id = $2`,
    [node.type, node.id],
  );
  return row ?? null;
}

export async function bumpVersions(tx: Queryable, nodes: readonly PolicyNode[], now: Date): Promise<void> {
  if (!nodes.length) return;
  const types = nodes.map((n) => n.type);
  const ids = nodes.map((n) => n.id);
  const current = await tx.query<{ node_type: string; node_id: number; version: string }>(
    `select v.node_type, v.node_id, v.version from policy_node_versions v
       join unnest($1::text[], $2::int[]) as n(t, i) on v.node_type = n.t and v.node_id = n.i`,
    [types, ids],
  );
  const previous = new Map(current.map((r) => [`${r.node_type}:${r.node_id}`, r.version]));
  const next = nodes.map((n) => nextPolicyVersion(previous.get(`${n.type}:${n.id}`) ?? null, now));
  await tx.query(
    `insert into policy_node_versions (node_type, node_id, version, version_on)
       select t, i, v, $4 from unnest($1::text[], $2::int[], $3::text[]) as n(t, i, v)
     on conflict (node_type, node_id) do update set version = excluded.version, version_on = excluded.version_on`,
    [types, ids, next, now],
  );
}

/** The policy version of each of the nodes that has one, keyed `type:id`. */
export async function versionsOf(
  db: Queryable,
  nodes: readonly PolicyNode[],
): Promise<ReadonlyMap<string, string>> {
  const versions = await readCached<{ node_type: string; node_id: number; version: string }>(
    db,
    `select v.node_type, v.node_id, v.version from policy_node_versions v
       join unnest($1::text[], $2::int[]) as n(t, i) on v.node_type = n.t and v.node_id = n.i`,
    [nodes.map((n) => n.type), nodes.map((n) => n.id)],
  );
  return versionMap(versions);
}

const versionMap = keptDerivation(
  (
    versions: readonly { node_type: string; node_id: number; version: string }[],
  ): ReadonlyMap<string, string> => new Map(versions.map((v) => [`${v.node_type}:${v.node_id}`, v.version])),
);
