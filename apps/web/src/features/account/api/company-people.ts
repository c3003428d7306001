/** «Mi empresa» (docs/product.md §28): the company's people and invitations, and the owner's changes to them. */
import type { InviteBody, PersonUpdateBody } from '@store/contracts/company';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myPeopleKey } from '../../../lib/query-keys.ts';

const { company } = endpoints;

export function usePeople() {
  return useQuery({ queryKey: myPeopleKey, queryFn: () => call(company.people) });
}

/** A change of the owner's: the list is asked for again once it is answered. */
function usePeopleChange<T>(mutationFn: (input: T) => Promise<{ msg: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: myPeopleKey }) });
}

export const useInvitePerson = () => usePeopleChange((body: InviteBody) => call(company.invite, { body }));
export const useCancelInvitation = () => usePeopleChange((id: number) => call(company.cancelInvitation, { params: { id } }));
export const useUpdatePerson = () =>
  usePeopleChange(({ id, body }: { id: number; body: PersonUpdateBody }) => call(company.updatePerson, { params: { id }, body }));
export const useRemovePerson = () => usePeopleChange((id: number) => call(company.removePerson, { params: { id } }));
