// The events table: the scripted events, then the pool up to the scale's number, loaded with
// the table's indexes and keys dropped.
import { bulkLoad } from '../bulk-load';
import { insertRows, type SeedContext } from '../context';
import { EVENT_COLUMNS } from '../table-columns';
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
      await insertRows(db, 'events', EVENT_COLUMNS, scripted);
      await poolEvents(db, ctx, catalogue, Math.max(0, ctx.sizes.events - scripted.length));
    },
    { primaryKey: true },
  );
}
