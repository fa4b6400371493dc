// Seed data of the SavedFilter area: the views of the event inspection the contract's examples
// show (openapi/examples/dataset.yaml `savedFilters`), with the same ids, names and (relative to
// the seed time) dates: two of the demo Company Administrator's, one the demo Site Auditor shared.
import { insertRows } from './context';
import { exampleClock } from './example-time';
import type { SeedModule } from './seed-module';

const FABRIKAM = 1001;
const CHICAGO_HQ = 2001;
const MARCUS_WEBB = 9003;
const RAVI_MENON = 9005;

const filters = (json: Record<string, string>) => `filters=${encodeURIComponent(JSON.stringify(json))}`;

export const seedSavedFilters: SeedModule = async (ctx) => {
  const { db, now } = ctx;
  const at = exampleClock(now);
  await insertRows(
    db,
    'saved_filters',
    [
      ['id', 'int'],
      ['owner_user_id', 'int'],
      ['company_id', 'int'],
      ['site_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['shared', 'boolean'],
      ['mode', 'text'],
      ['query', 'text'],
      ['created_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
    ],
    [
      [
        701,
        MARCUS_WEBB,
        FABRIKAM,
        null,
        null,
        'Malicious files, last 7 days',
        true,
        'individual',
        `${filters({ period: '7d', hashClass: 'malicious' })}&sort=reportedEventDate&dir=desc`,
        at('2026-11-12T09:14:03Z'),
        at('2026-11-18T16:40:21Z'),
      ],
      [
        702,
        MARCUS_WEBB,
        FABRIKAM,
        CHICAGO_HQ,
        null,
        'Blocked today at Chicago HQ',
        false,
        'individual',
        filters({ period: '24h', action: 'blocked' }),
        at('2026-11-19T08:02:47Z'),
        at('2026-11-19T08:02:47Z'),
      ],
      [
        703,
        RAVI_MENON,
        FABRIKAM,
        CHICAGO_HQ,
        null,
        'Top files of the month',
        true,
        'summary',
        `${filters({ period: '30d' })}&sort=count&dir=desc`,
        at('2026-11-05T13:25:10Z'),
        at('2026-11-05T13:25:10Z'),
      ],
    ],
  );
  // The column choice of the one example that keeps one (the others were saved without).
  await db.query('update saved_filters set columns = $2::text[] where id = $1', [
    702,
    ['reportedEventDate', 'eventType', 'action', 'computerName', 'userName', 'fileName', 'filePath'],
  ]);
  await db.query(`select setval('saved_filters_id_seq', (select max(id) from saved_filters))`);
};
