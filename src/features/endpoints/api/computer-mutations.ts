// The computer writes (admins only; auditors get 403): a one-time password for an agent, and
// removal of computers. A removal refreshes every computer read (lists, counts, details, assets).
import { useMutation } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';

export function useGenerateOtp() {
  const generate = useApi().mutations.Computer_GenerateOtp();
  return useMutation({
    mutationKey: generate.mutationKey,
    mutationFn: async (computerGuid: string) => (await generate.mutationFn({ computerGuid })).entityData,
  });
}

export interface RemovalTarget {
  computerId: number;
  computerName: string;
}

export interface RemovalOutcome {
  removed: RemovalTarget[];
  failed: { computer: RemovalTarget; error: unknown }[];
}

/** Removes each computer (one call each, at once); those removed stay removed when others fail. */
export function useRemoveComputers() {
  const { mutations, queryClient } = useApi();
  const remove = mutations.Computer_DeleteComputer();
  return useMutation({
    mutationKey: remove.mutationKey,
    mutationFn: async (computers: RemovalTarget[]): Promise<RemovalOutcome> => {
      const results = await Promise.allSettled(
        computers.map((computer) => remove.mutationFn({ computerId: computer.computerId })),
      );
      const outcome: RemovalOutcome = { removed: [], failed: [] };
      results.forEach((result, index) => {
        const computer = computers[index]!;
        if (result.status === 'fulfilled') outcome.removed.push(computer);
        else outcome.failed.push({ computer, error: result.reason });
      });
      return outcome;
    },
    // The rows leave and the counts follow: the lists, details and the asset levels' counts.
    onSettled: () => invalidateAfter(queryClient, 'Computer_DeleteComputer'),
  });
}
