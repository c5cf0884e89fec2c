import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useId } from 'react';

/**
 * A React Query mutation for a form's submit, with `inFlight()`: whether this form's request is
 * still pending, read from the mutation cache at the moment of the call. The mutation's own
 * `isPending` reaches the component only on its next render, too late for a second press in the
 * same instant; the cache knows at once, so a double click or Enter never posts twice. The key is
 * per form instance, so the header's and the home page's subscription forms do not block each other.
 */
export function useFormMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey'>,
) {
  const client = useQueryClient();
  const mutationKey = ['form', useId()];
  const mutation = useMutation({ ...options, mutationKey });
  const inFlight = () => client.isMutating({ mutationKey, exact: true }) > 0;
  return { ...mutation, inFlight };
}
