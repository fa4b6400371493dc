// The shape of an area's seed module, apart from the list that runs them (index.ts), so that
// the modules do not import the list that imports them.
import type { SeedContext } from './context';
import type { TenantIds } from './tenants';

/** Area modules add their data after the tenants, in the order of SEED_MODULES. */
export type SeedModule = (ctx: SeedContext, tenants: TenantIds) => Promise<void>;
