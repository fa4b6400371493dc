// The catalogue of files: the named hashes of the examples, the system binaries of the trees,
// then versions of the products until the catalogue has its size; each hash with its variant
// (event type, path, policy, process tree).
import type { SeedContext } from '../context';
import { detectionsOf, hashTypeOf, md5Of, sha1Of, severityOf } from './hash-traits';
import { NAMED } from './named-hashes';
import { buildTree, type ProcessNode } from './process-trees';
import { PRODUCTS, type Product } from './products/index';
import { SYS, SYSTEM_HASHES } from './system-binaries';
import {
  DAY,
  NOT_BLOCKABLE,
  type EventType,
  type HashClass,
  type HashType,
  type Launch,
  type Severity,
  type UserKind,
} from './vocabulary';

export interface HashRow {
  id: number;
  key?: string;
  sha256: string;
  md5: string;
  sha1: string;
  fileName: string;
  hashType: HashType;
  cls: HashClass;
  severity: Severity;
  detections: number;
  engines: number;
  publisher: string | null;
  firstSeen: Date;
}

export interface VariantRow {
  id: number;
  hashId: number;
  cls: HashClass;
  event: EventType;
  fileName: string;
  filePath: string;
  policy: string | null;
  tree: ProcessNode | null;
  weight: number;
  ja: boolean;
  severity: Severity;
  allowedSeverity: Severity;
  userKind: UserKind;
}

export interface Catalogue {
  hashes: HashRow[];
  variants: VariantRow[];
  byKey: Map<string, { hash: HashRow; variant: VariantRow }>;
}

export function buildCatalogue(ctx: SeedContext, at: (iso: string) => Date): Catalogue {
  const rng = ctx.random('inspection-hashes');
  const now = ctx.now.getTime();
  const target = ctx.scale === 'large' ? 12_000 : 3_000;
  const hashes: HashRow[] = [];
  const variants: VariantRow[] = [];
  const byKey = new Map<string, { hash: HashRow; variant: VariantRow }>();
  const used = new Set<string>();

  const addHash = (h: Omit<HashRow, 'id'>): HashRow => {
    const row = { ...h, id: hashes.length + 1 };
    hashes.push(row);
    used.add(row.sha256);
    return row;
  };
  const userKindOf = (launch: Launch, path: string): UserKind =>
    launch === 'driver' || launch === 'service' ? 2 : launch === 'task' && !path.includes('{user}') ? 1 : 0;
  const addVariant = (
    hash: HashRow,
    p: {
      event: EventType;
      launch: Launch;
      policy: string | null;
      path: string;
      weight: number;
      ja: boolean;
      tree?: boolean;
      exact?: boolean;
    },
    sev: { blocked: Severity; allowed: Severity },
  ): VariantRow => {
    const tree =
      p.tree === false || rng.chance(0.18)
        ? null
        : buildTree(rng, p.launch, {
            name: hash.fileName,
            path: p.path,
            sha256: hash.sha256,
            publisher: hash.publisher,
          });
    const v: VariantRow = {
      id: variants.length + 1,
      hashId: hash.id,
      cls: hash.cls,
      event: p.event,
      fileName: hash.fileName,
      filePath: p.path,
      policy: p.policy === null || p.exact ? p.policy : rng.chance(0.08) ? null : p.policy,
      tree,
      weight: p.weight,
      ja: p.ja,
      severity: sev.blocked,
      allowedSeverity: sev.allowed,
      userKind: userKindOf(p.launch, p.path),
    };
    variants.push(v);
    return v;
  };

  // The named files, with the values of the examples.
  for (const n of NAMED) {
    const product = n.product ? PRODUCTS.find((p) => p.name === n.product) : undefined;
    const hash = addHash({
      key: n.key,
      sha256: n.sha256,
      md5: n.md5 ?? md5Of(n.sha256),
      sha1: n.sha1 ?? sha1Of(n.sha256),
      fileName: n.fileName,
      hashType: hashTypeOf(n.fileName, n.event),
      cls: n.cls,
      severity: n.severity,
      detections: n.detections,
      engines: n.engines,
      publisher: n.publisher,
      firstSeen: at(n.firstSeen),
    });
    const variant = addVariant(
      hash,
      {
        event: n.event,
        launch: n.launch,
        policy: n.policy,
        path: n.path,
        weight: n.incident ? 0 : (product?.weight ?? 3) * 1.2,
        ja: product?.ja ?? false,
        tree: n.tree,
        exact: true,
      },
      { blocked: n.severity === 'Info' ? 'Low' : n.severity, allowed: 'Info' },
    );
    byKey.set(n.key, { hash, variant });
  }
  // The system binaries of the trees.
  for (const [key, event, weight] of SYSTEM_HASHES) {
    const p = SYS[key]!;
    if (used.has(p.sha256)) continue;
    const hash = addHash({
      key,
      sha256: p.sha256,
      md5: md5Of(p.sha256),
      sha1: sha1Of(p.sha256),
      fileName: p.name,
      hashType: 'Executable',
      cls: 'harmless',
      severity: 'Info',
      detections: 0,
      engines: 72,
      publisher: p.publisher,
      firstSeen: new Date(now - rng.int(400, 1100) * DAY),
    });
    addVariant(
      hash,
      {
        event,
        launch: 'explorer',
        policy: 'Trusted Publishers',
        path: p.path,
        weight,
        ja: false,
        tree: false,
      },
      severityOf(rng, 'harmless', event),
    );
  }

  // Versions of the products until the catalogue has its size.
  const byClass = new Map<HashClass, Product[]>();
  for (const p of PRODUCTS) byClass.set(p.cls, [...(byClass.get(p.cls) ?? []), p]);
  const versions = new Map<string, number>();
  while (hashes.length < target) {
    const cls = rng.weighted([
      ['harmless', 70],
      ['notFound', 17],
      ['suspicious', 7],
      ['malicious', 6],
    ] as const);
    const pool = byClass.get(cls)!;
    const product = rng.weighted(pool.map((p) => [p, Math.sqrt(p.weight + 1)] as const));
    const version = (versions.get(product.name) ?? 0) + 1;
    versions.set(product.name, version);
    const fileName = product.name.replace('#', String(rng.int(1000, 99999)));
    let sha256 = rng.hex(64);
    while (used.has(sha256)) sha256 = rng.hex(64);
    const { detections, engines } = detectionsOf(rng, cls);
    const maxAge = { harmless: 1100, notFound: 800, suspicious: 300, malicious: 75 }[cls];
    const sev = severityOf(rng, cls, product.event);
    const hash = addHash({
      sha256,
      md5: md5Of(sha256),
      sha1: sha1Of(sha256),
      fileName,
      hashType: hashTypeOf(fileName, product.event),
      cls,
      severity: NOT_BLOCKABLE.has(product.event) ? sev.allowed : sev.blocked,
      detections,
      engines,
      publisher: product.publisher,
      firstSeen: new Date(now - rng.int(1, maxAge) * DAY - rng.int(0, 86_399) * 1000),
    });
    addVariant(
      hash,
      {
        event: product.event,
        launch: product.launch,
        policy: product.policy,
        path: `${product.dir}\\${fileName}`,
        weight: product.weight * Math.pow(0.8, version - 1) * (cls === 'malicious' ? 0.3 : 1),
        ja: product.ja ?? false,
      },
      sev,
    );
  }
  return { hashes, variants, byKey };
}
