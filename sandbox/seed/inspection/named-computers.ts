// Details of the named computers (the contract's examples of the computer details).
import type { Database } from '../../db/database';

/** Details of the named computers (the contract's examples of the computer details). */
export const NAMED_COMPUTERS: Array<{
  id: number;
  domain: string;
  user: string;
  cpu?: string;
  memoryMb?: number;
  installDate?: string;
  mac: string;
  serial: string;
}> = [
  {
    id: 40001,
    domain: 'FABRIKAM',
    user: 'mwebb',
    cpu: 'Intel Core i7-1365U',
    memoryMb: 16384,
    installDate: '2025-03-14T09:00:00Z',
    mac: '3C:52:82:1A:7F:04',
    serial: 'PF3X7K2A',
  },
  { id: 40002, domain: 'FABRIKAM', user: 'cdubois', mac: '3C:52:82:1A:7F:11', serial: 'PF3X7K3B' },
  { id: 40003, domain: 'FABRIKAM', user: 'rmenon', mac: '3C:52:82:1A:80:2C', serial: 'PF3X7L0Q' },
  { id: 40004, domain: 'FABRIKAM', user: 'jpark', mac: 'F4:A4:75:0C:21:7E', serial: '5CG3281QX2' },
  {
    id: 40005,
    domain: 'FABRIKAM',
    user: 'lnguyen',
    cpu: 'Intel Core i5-1345U',
    memoryMb: 16384,
    installDate: '2025-06-02T13:41:20Z',
    mac: 'F4:A4:75:0C:22:91',
    serial: '5CG3281QZ7',
  },
  { id: 40006, domain: 'FABRIKAM', user: 'det-kiosk03', mac: '00:1B:21:7C:4E:03', serial: 'MJ0DK03A' },
  {
    id: 40007,
    domain: 'TOKYOSEIMITSU',
    user: 't.suzuki',
    cpu: 'Intel Core i7-1355U',
    memoryMb: 32768,
    installDate: '2024-04-01T00:05:12Z',
    mac: '08:92:04:6E:B3:5D',
    serial: 'MJ0K8TQ2',
  },
  { id: 40008, domain: 'TOKYOSEIMITSU', user: 'k.tanaka', mac: '08:92:04:6E:C1:07', serial: 'MJ0K9AA4' },
  { id: 40009, domain: 'TOKYOSEIMITSU', user: 'line-t12', mac: '00:1B:21:9A:10:12', serial: 'MJ0LT12C' },
  { id: 40010, domain: 'WOODGROVE', user: 'teller118', mac: '64:00:6A:2B:11:18', serial: 'CND2118WG' },
  { id: 40011, domain: 'WOODGROVE', user: 'teller119', mac: '64:00:6A:2B:11:19', serial: 'CND2119WG' },
  { id: 40012, domain: 'TAILSPIN', user: 'amoreno', mac: 'A4:BB:6D:52:03:23', serial: 'PF4TS03D' },
  { id: 40013, domain: 'FABRIKAM', user: 'acheng', mac: '3C:52:82:1A:81:49', serial: 'PF3X7M4E' },
  { id: 40014, domain: 'FABRIKAM', user: 'hkowalski', mac: 'F4:A4:75:0C:23:12', serial: '5CG3281R04' },
];

export async function seedNamedComputers(db: Database, at: (iso: string) => Date): Promise<void> {
  const col = <T>(f: (c: (typeof NAMED_COMPUTERS)[number]) => T) => NAMED_COMPUTERS.map(f);
  await db.query(
    `update computers c set domain = n.domain, logged_on_user = n.username, cpu = coalesce(n.cpu, c.cpu),
       memory_mb = coalesce(n.memory_mb, c.memory_mb), install_date = coalesce(n.install_date, c.install_date),
       mac_address = n.mac, serial_number = n.serial
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[], $7::text[], $8::text[])
       as n(id, domain, username, cpu, memory_mb, install_date, mac, serial)
     where c.id = n.id`,
    [
      col((c) => c.id),
      col((c) => c.domain),
      col((c) => c.user),
      col((c) => c.cpu ?? null),
      col((c) => c.memoryMb ?? null),
      col((c) => (c.installDate ? at(c.installDate) : null)),
      col((c) => c.mac),
      col((c) => c.serial),
    ],
  );
}
