// A value derived from the rows of a kept read (readCached), kept with those rows: while the read
// is kept, the same rows give the same derived object, so a reply built from such objects can be
// kept as long as they are the same (the topology's subtree, 3.6 MB of JSON at large scale). On
// PostgreSQL every read is new rows, so nothing is reused there.
export function keptDerivation<R extends object, T>(derive: (rows: R) => T): (rows: R) => T {
  const derived = new WeakMap<R, T>();
  return (rows) => {
    if (derived.has(rows)) return derived.get(rows)!;
    const value = derive(rows);
    derived.set(rows, value);
    return value;
  };
}
