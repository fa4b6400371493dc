// Seed data of the Alarm area.
import type { SeedModule } from './index';

export const seedAlarm: SeedModule = async () => {};
