// Company licenses: the two of the examples, the others from the license status.
import { insertRows } from '../context';
import type { ComputerAreaSeed } from './computer-area';
import { DAY } from './vocabulary';

export async function seedLicenses({ db, rng, now, at }: ComputerAreaSeed): Promise<void> {
  const companies = await db.query<{ id: number; license_status: string; n: number }>(
    `select co.id, co.license_status, count(c.id)::int as n from companies co
       left join sites s on s.company_id = co.id left join groups g on g.site_id = s.id
       left join computers c on c.group_id = g.id and not c.deleted
     group by co.id order by co.id`,
  );
  const licenses = companies.map((co) => {
    if (co.id === 1001) return [co.id, 1500, at('2027-03-31T23:59:59Z')];
    if (co.id === 1003) return [co.id, 800, at('2027-06-30T23:59:59Z')];
    const seats = Math.max(50, Math.ceil((co.n * (1.1 + rng.next() * 0.5)) / 50) * 50);
    const endOfDay = (t: number) => {
      const d = new Date(t);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59));
    };
    switch (co.license_status) {
      case 'expired':
        return [co.id, seats, endOfDay(now - rng.int(5, 120) * DAY)];
      case 'deactivated':
        return [co.id, seats, endOfDay(now - rng.int(30, 400) * DAY)];
      case 'notActivated':
        return [co.id, rng.int(1, 10) * 50, null];
      default: {
        const d = new Date(now + rng.int(60, 540) * DAY);
        return [co.id, seats, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59, 59))];
      }
    }
  });
  await insertRows(
    db,
    'company_licenses',
    [
      ['company_id', 'int'],
      ['licensed_computers', 'int'],
      ['expires_on', 'timestamptz'],
    ],
    licenses,
  );
}
