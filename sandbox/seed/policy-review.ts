// Seed data of the PolicyReview area.
import type { SeedModule } from './index';

export const seedPolicyReview: SeedModule = async () => {};
