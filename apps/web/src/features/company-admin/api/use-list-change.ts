import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to what an administration screen lists: when it settles, done or refused, the lists
 * under `queryKeys` are read again, so the screen shows what the server has (a refusal often
 * means that someone else changed it meanwhile).
 */
export function useListChange<Input, Output>(
  queryKeys: QueryKey[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
