// The events table: the scripted events, then the pool up to the scale's number, loaded with
// the table's indexes and keys dropped.
import { bulkLoad } from '../bulk-load';
import { insertRows, type SeedContext } from '../context';
import type { Catalogue } from './catalogue';
import { poolEvents } from './pool-events';
import type { EventRow } from './scripted-events';

export async function loadEvents(
  ctx: SeedContext,
  catalogue: Catalogue,
  scripted: EventRow[],
): Promise<void> {
  const { db } = ctx;
  await bulkLoad(
    db,
    'events',
    async () => {
      await insertRows(
        db,
        'events',
        [
          ['id', 'bigint'],
          ['reported_at', 'timestamptz'],
          ['company_id', 'int'],
          ['site_id', 'int'],
          ['group_id', 'int'],
          ['computer_id', 'int'],
          ['hash_id', 'int'],
          ['variant_id', 'int'],
          ['event_type', 'text'],
          ['action', 'text'],
          ['severity', 'text'],
          ['hash_class', 'text'],
          ['user_name', 'text'],
        ],
        scripted,
      );
      await poolEvents(db, ctx, catalogue, Math.max(0, ctx.sizes.events - scripted.length));
    },
    { primaryKey: true },
  );
}
