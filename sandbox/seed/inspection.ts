// Seed data of the Inspection area.
import type { SeedModule } from './index';

export const seedInspection: SeedModule = async () => {};
