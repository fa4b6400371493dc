// The computer writes (admins only; auditors get 403): a one-time password for an agent, and
// removal of computers. A removal refreshes every computer read (lists, counts, details, assets).
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrap, unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useGenerateOtp() {
  const { api } = useApi();
  return useMutation({
    mutationFn: async (computerGuid: string) =>
      (await unwrap(api.POST('/restapi/Computer/GenerateOtp', { body: { computerGuid } }))).entityData,
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
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: async (computers: RemovalTarget[]): Promise<RemovalOutcome> => {
      const results = await Promise.allSettled(
        computers.map((computer) =>
          unwrapSuccess(
            api.DELETE('/restapi/Computer/DeleteComputer', {
              params: { query: { computerId: computer.computerId } },
            }),
          ),
        ),
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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.computer.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
