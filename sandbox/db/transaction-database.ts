// A Database whose every call runs inside one open transaction: what a write's handler gets when
// the change history records it, so that the write and its record commit or roll back together.
// A transaction asked for inside it is the same transaction (nested writes join the outer one).
import { readCached, type Database, type Queryable } from './database';

const OUTER = Symbol('the database a transaction runs on');

/** The database itself, for what is kept per database (the scope tree): a transaction's is its database's. */
export function rootDatabase(db: object): object {
  return (db as { [OUTER]?: object })[OUTER] ?? db;
}

export function transactionDatabase(outer: Database, tx: Queryable): Database {
  const db: Database & { [OUTER]: object } = {
    [OUTER]: rootDatabase(outer),
    kind: outer.kind,
    query: (sql, params) => tx.query(sql, params),
    // Kept only where the transaction has not written the read's tables (PGlite); else read through.
    cachedQuery: (sql, params) => readCached(tx, sql, params),
    exec: async (sql) => {
      await tx.query(sql);
    },
    transaction: (fn) => fn(tx),
    // A notification's listener is the database's, not the transaction's (LISTEN outlives it).
    listen: (channel, onNotify) => outer.listen(channel, onNotify),
    close: () => Promise.reject(new Error('A transaction cannot close the database.')),
  };
  return db;
}
