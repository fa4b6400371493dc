// Incidents behind the examples: the same files on the same computers, around the example times.
import type { EventType, UserKind } from './vocabulary';

export interface Incident {
  hash: string;
  /** Named computers and how many events each, then how many other computers of the company. */
  computers: Array<[computerId: number, count: number]>;
  others?: { company: number; computers: number; each: number; mode?: 'notDiscovery' };
  from: string;
  to: string;
  userKind?: UserKind;
  event?: EventType;
}

/** Incidents behind the examples: the same files on the same computers, around the example times. */
export const INCIDENTS: Incident[] = [
  {
    hash: 'invoice',
    computers: [
      [40001, 60],
      [40002, 38],
      [40013, 29],
    ],
    others: { company: 1001, computers: 1, each: 14, mode: 'notDiscovery' },
    from: '2026-11-02T08:14:09Z',
    to: '2026-11-19T07:58:31Z',
  },
  {
    hash: 'rclone',
    computers: [[40003, 190]],
    others: { company: 1001, computers: 2, each: 27, mode: 'notDiscovery' },
    from: '2026-10-27T21:48:02Z',
    to: '2026-11-18T21:59:50Z',
    userKind: 1,
  },
  {
    hash: 'zoom',
    computers: [
      [40014, 40],
      [40004, 30],
    ],
    others: { company: 1001, computers: 12, each: 8 },
    from: '2026-11-02T13:58:07Z',
    to: '2026-11-19T06:40:12Z',
  },
  {
    hash: 'updateHelper',
    computers: [[40002, 60]],
    others: { company: 1001, computers: 1, each: 26, mode: 'notDiscovery' },
    from: '2026-11-12T10:31:44Z',
    to: '2026-11-18T14:58:31Z',
  },
  {
    hash: 'anydesk',
    computers: [
      [40004, 8],
      [40014, 9],
      [40002, 4],
    ],
    others: { company: 1001, computers: 8, each: 5 },
    from: '2026-11-02T07:41:27Z',
    to: '2026-11-18T13:05:44Z',
  },
  {
    hash: 'qbw',
    computers: [
      [40013, 10],
      [40001, 8],
      [40002, 6],
      [40003, 5],
    ],
    others: { company: 1001, computers: 4, each: 2 },
    from: '2026-11-10T08:31:50Z',
    to: '2026-11-17T13:55:41Z',
  },
  {
    hash: 'python',
    computers: [
      [40005, 13],
      [40004, 8],
      [40014, 4],
    ],
    from: '2026-11-05T15:40:22Z',
    to: '2026-11-17T09:31:02Z',
  },
  {
    hash: 'chromeUpdater',
    computers: [
      [40001, 14],
      [40013, 6],
    ],
    from: '2026-11-16T11:58:03Z',
    to: '2026-11-16T12:29:40Z',
  },
  {
    hash: 'portable',
    computers: [[40006, 6]],
    others: { company: 1001, computers: 3, each: 2 },
    from: '2026-11-04T09:12:37Z',
    to: '2026-11-19T07:10:55Z',
  },
  { hash: 'syncShare', computers: [[40004, 8]], from: '2026-11-14T10:03:41Z', to: '2026-11-14T10:41:08Z' },
  { hash: 'sc', computers: [[40006, 2]], from: '2026-11-11T19:44:58Z', to: '2026-11-11T19:45:05Z' },
  {
    hash: 'invoiceNov',
    computers: [],
    others: { company: 1001, computers: 1, each: 3, mode: 'notDiscovery' },
    from: '2026-11-13T16:05:12Z',
    to: '2026-11-13T16:05:40Z',
  },
  {
    hash: 'rtcore',
    computers: [],
    others: { company: 1001, computers: 1, each: 2, mode: 'notDiscovery' },
    from: '2026-11-09T02:14:27Z',
    to: '2026-11-09T02:14:31Z',
    userKind: 2,
  },
  {
    hash: 'updateOffice',
    computers: [],
    others: { company: 1001, computers: 2, each: 3, mode: 'notDiscovery' },
    from: '2026-11-06T18:44:09Z',
    to: '2026-11-07T08:02:16Z',
  },
  {
    hash: 'mimikatz',
    computers: [],
    others: { company: 1001, computers: 1, each: 4, mode: 'notDiscovery' },
    from: '2026-10-30T23:51:38Z',
    to: '2026-10-30T23:52:10Z',
  },
  {
    hash: 'svchosts',
    computers: [],
    others: { company: 1001, computers: 3, each: 6, mode: 'notDiscovery' },
    from: '2026-10-21T04:12:55Z',
    to: '2026-10-29T06:30:19Z',
  },
  {
    hash: 'winlogonHelper',
    computers: [],
    others: { company: 1001, computers: 1, each: 5, mode: 'notDiscovery' },
    from: '2026-10-21T04:13:02Z',
    to: '2026-10-21T04:20:44Z',
  },
  {
    hash: 'kintai',
    computers: [[40007, 172]],
    others: { company: 1003, computers: 2, each: 75 },
    from: '2026-08-24T00:30:00Z',
    to: '2026-11-19T08:30:12Z',
  },
  {
    hash: 'kintai',
    event: 'ExecutionBlocked',
    computers: [[40008, 14]],
    from: '2026-11-03T01:10:00Z',
    to: '2026-11-18T02:47:51Z',
  },
  // The burst behind the example's repeated-blocks alert (last, so that the incidents before it
  // draw as they always did).
  {
    hash: 'rclone',
    computers: [[40003, 110]],
    from: '2026-11-18T06:41:02Z',
    to: '2026-11-18T22:14:50Z',
    userKind: 1,
  },
  // A portable app started from a USB drive again and again (the removable media example).
  { hash: 'portable', computers: [[40006, 6]], from: '2026-11-13T06:12:40Z', to: '2026-11-13T06:52:18Z' },
];
