/**
 * The signed-in customer's address book (GET/POST/PUT/DELETE /api/user/addresses): shared code,
 * not a feature's, since the profile page keeps it and the checkout fills itself from it and
 * saves to it. Every change answers the whole book, which replaces the cached one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBook, SavedAddress, SavedAddressInput } from '@shop/shared/addresses/schemas';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressBookQueryKey = ['addresses'] as const;

export function getAddressBook(): Promise<AddressBook> {
  return apiFetch<AddressBook>('/user/addresses');
}

export function getAddressBookQueryOptions() {
  return queryOptions({
    queryKey: addressBookQueryKey,
    queryFn: getAddressBook,
    staleTime: 30_000,
  });
}

/** The book while signed in; none is asked for a visitor. */
export function useAddressBook() {
  const { data: user } = useSession();
  return useQuery({ ...getAddressBookQueryOptions(), enabled: Boolean(user) });
}

export type AddressChange =
  | { kind: 'add'; address: SavedAddressInput }
  | { kind: 'update'; id: string; address: SavedAddressInput }
  | { kind: 'delete'; id: string };

export function changeAddressBook(change: AddressChange): Promise<AddressBook> {
  switch (change.kind) {
    case 'add':
      return apiFetch<AddressBook>('/user/addresses', { method: 'POST', body: change.address });
    case 'update':
      return apiFetch<AddressBook>(`/user/addresses/${encodeURIComponent(change.id)}`, {
        method: 'PUT',
        body: change.address,
      });
    case 'delete':
      return apiFetch<AddressBook>(`/user/addresses/${encodeURIComponent(change.id)}`, {
        method: 'DELETE',
      });
  }
}

export function useChangeAddressBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAddressBook,
    onSuccess: (book) => queryClient.setQueryData(addressBookQueryKey, book),
  });
}

/** A saved address as the body that saves it again (with its defaults unchanged). */
export function toAddressInput(address: SavedAddress): SavedAddressInput {
  const { _id: _id, defaultBilling: _billing, defaultShipping: _shipping, ...fields } = address;
  return fields;
}

/** One line naming a saved address in a list or a picker. */
export function describeAddress(address: SavedAddress): string {
  const place = [address.street, address.apartment, address.city, `${address.state} ${address.pin}`]
    .filter(Boolean)
    .join(', ');
  const who = `${address.firstName} ${address.lastName}`;
  return address.label ? `${address.label}: ${who}, ${place}` : `${who}, ${place}`;
}
