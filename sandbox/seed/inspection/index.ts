// Seed data of the Inspection area (file hashes in all four classes, the event variants with
// their process trees, security events, the aggregates the lists read, the audit log) and of
// the Computer area (details of the named computers, users by computers, one-time passwords,
// agents the management server still lists, company licenses).
//
// The named rows of the contract's examples come first, with the same ids and values (times
// shifted so that the examples' "now", 2026-11-21T09:00Z, is the seed time). Around them:
// a catalogue of realistic files (generated in JS, a few thousand rows), a few scripted
// incidents on named computers, and the bulk of the events generated in SQL from the
// catalogue (INSERT ... SELECT over generate_series with deterministic hash expressions), so
// that a million events seed in seconds.
//
// One file per thing seeded: the words (vocabulary.ts), the files (products/, named-hashes.ts,
// system-binaries.ts, hash-traits.ts, process-trees.ts) and their catalogue (catalogue.ts,
// catalogue-rows.ts), the events (example-events.ts, example-trees.ts, incidents.ts,
// scripted-events.ts, pool-events.ts, events.ts, aggregates.ts), the Computer area
// (named-computers.ts, computer-area.ts, computer-users.ts, computer-otps.ts, retired-agents.ts,
// licenses.ts) and the audit log (audit-*.ts, named-audit.ts). Each PRNG (ctx.random(name)) is
// drawn in the same order as ever: moving code between files must leave the world byte for byte
// the same (scripts/seed-digest.ts).
import type { SeedModule } from '../seed-module';
import type { SeedContext } from '../context';
import { exampleClock } from '../example-time';
import { aggregate } from './aggregates';
import { seedAuditLogs } from './audit-log';
import { buildCatalogue } from './catalogue';
import { insertCatalogue } from './catalogue-rows';
import { computerAreaSeed } from './computer-area';
import { seedComputerOtps } from './computer-otps';
import { liveComputers } from './computer-row';
import { seedComputerUsers } from './computer-users';
import { loadEvents } from './events';
import { seedLicenses } from './licenses';
import { seedNamedComputers } from './named-computers';
import { seedRetiredAgents } from './retired-agents';
import { scriptedEvents } from './scripted-events';

export const seedInspection: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const at = exampleClock(ctx.now);

  await seedNamedComputers(db, at);
  const computers = await liveComputers(db);
  const byId = new Map(computers.map((c) => [c.id, c]));

  const catalogue = buildCatalogue(ctx, at);
  const scripted = scriptedEvents(ctx, catalogue, computers, byId, at);
  await insertCatalogue(db, catalogue);

  await loadEvents(ctx, catalogue, scripted);
  // The visibility map lets the aggregates and the lists read the indexes alone (index-only
  // scans); the tables are analyzed with the rest of the seed.
  await db.exec('vacuum events');
  await aggregate(db);

  const area = computerAreaSeed(ctx, computers, at);
  await seedComputerUsers(area);
  await seedComputerOtps(area);
  await seedRetiredAgents(area);
  await seedLicenses(area);
  await seedAuditLogs(ctx, computers, at);
};
