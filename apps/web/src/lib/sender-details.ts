/**
 * What the shop's request forms (contact, business enquiry, quotes, support) start with for a
 * signed-in shopper: their name, e-mail and phone from the account, to change or keep. A visitor
 * starts with empty fields.
 */
import type { User } from '@shop/shared/accounts/schemas';
import { useSession } from './session';

export type SenderDetails = {
  firstName: string;
  lastName: string;
  /** First and last name together, for forms with one name field. */
  name: string;
  email: string;
  phone: string;
};

export const noSenderDetails: SenderDetails = {
  firstName: '',
  lastName: '',
  name: '',
  email: '',
  phone: '',
};

export function senderDetailsOf(user: User | null | undefined): SenderDetails {
  if (!user) return noSenderDetails;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.mobile,
  };
}

/** The signed-in shopper's details, and a key that changes when someone else signs in. */
export function useSenderDetails(): { details: SenderDetails; key: string } {
  const { data: user } = useSession();
  return { details: senderDetailsOf(user), key: user?._id ?? 'visitor' };
}
