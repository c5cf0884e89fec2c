import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useId } from 'react';

/**
 * The one way a visitor request is sent (decision 0111): a React Query mutation for a form's submit,
 * with `inFlight()`: whether this form's request is still pending, read from the mutation cache at
 * the moment of the call. The mutation's own `isPending` reaches the component only on its next
 * render, too late for a second press in the same instant; the cache knows at once, so a double
 * click or Enter never posts twice.
 *
 * The key is per form instance by default, so the header's and the home page's subscription forms do
 * not block each other. A request that must leave once per thing whatever mounts it (the activation
 * token, requirements §4) passes a `mutationKey` naming that thing: every instance, and a remount,
 * then find the same request in the cache.
 */
export function useFormMutation<TData, TVariables>({
  mutationKey: sharedKey,
  ...options
}: UseMutationOptions<TData, Error, TVariables>) {
  const client = useQueryClient();
  const instanceKey = ['form', useId()];
  const mutationKey: MutationKey = sharedKey ?? instanceKey;
  const mutation = useMutation({ ...options, mutationKey });
  const inFlight = () => client.isMutating({ mutationKey, exact: true }) > 0;
  return { ...mutation, inFlight };
}
