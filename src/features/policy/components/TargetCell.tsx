// A block component's target on the block's page, with its origin when it was made from evidence
// (issue 28: who allowed it from what, why, until when; an expired rule says it no longer applies).
import type { ApiSchema } from '../../../api/contract-types';
import { ProvenanceLine } from './ProvenanceLine';

export function TargetCell({ component }: { component: ApiSchema<'PolicyComponent'> }) {
  return (
    <>
      {component.target}
      <ProvenanceLine component={component} />
    </>
  );
}
