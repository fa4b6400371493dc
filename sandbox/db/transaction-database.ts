// A Database whose every call runs inside one open transaction: what a write's handler gets when
// the change history records it, so that the write and its record commit or roll back together.
// A transaction asked for inside it is the same transaction (nested writes join the outer one).
import type { Database, Queryable } from './database';

export function transactionDatabase(outer: Database, tx: Queryable): Database {
  return {
    kind: outer.kind,
    query: (sql, params) => tx.query(sql, params),
    // A kept read would not see the transaction's own writes: read through.
    cachedQuery: (sql, params) => tx.query(sql, params),
    exec: async (sql) => {
      await tx.query(sql);
    },
    transaction: (fn) => fn(tx),
    close: () => Promise.reject(new Error('A transaction cannot close the database.')),
  };
}
