// Seed data of the Agent area.
import type { SeedModule } from './index';

export const seedAgent: SeedModule = async () => {};
