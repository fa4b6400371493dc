// The contract's named schemas, for the layers above src/api (only src/api imports src/gen):
// `ApiSchema<'Company'>` is the generated type of components.schemas.Company, never hand-written.
import type { components } from '../gen/openapi.gen';

export type ApiSchemaName = keyof components['schemas'];
export type ApiSchema<N extends ApiSchemaName> = components['schemas'][N];
