import { it } from 'vitest';
import { startTestSandbox } from '../support/sandbox';
import { Params } from '../../sandbox/http/sql';
import { COMPUTER_FROM, COMPUTER_SUMMARY } from '../../sandbox/handlers/computer';
import { iso } from '../../sandbox/handlers/inspection';

it('debug', async () => {
  const sb = await startTestSandbox();
  const p = new Params();
  const n = p.add(new Date().toISOString());
  try {
    await sb.db.query(
      `select ${COMPUTER_SUMMARY}, c.main_id as "mainId", c.domain,
         ${iso(`case when c.policy_version ~ '^[0-9]{4}\\.[0-9]{2}\\.[0-9]{2}' then least(${n}::timestamptz,
           (to_date(substr(c.policy_version, 1, 10), 'YYYY.MM.DD')::timestamp at time zone 'UTC') + ((c.id * 7919) % 86400) * interval '1 second') end`)} as "lastPolicyUpdate",
         ${iso(`least(c.last_seen, ${n}::timestamptz) - ((c.id * 104729) % (96 * 3600)) * interval '1 second'`)} as "lastBootTime"
       from ${COMPUTER_FROM} where c.id = 40001`, p.values);
  } catch (e) { console.log('ERR', (e as Error).message); }
  await sb.close();
}, 120_000);
