// Seed data of the Server area.
import type { SeedModule } from './index';

export const seedServer: SeedModule = async () => {};
