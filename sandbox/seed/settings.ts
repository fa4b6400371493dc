// Seed data of the Settings area.
import type { SeedModule } from './index';

export const seedSettings: SeedModule = async () => {};
