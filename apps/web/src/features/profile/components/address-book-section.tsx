/**
 * The profile's Addresses: the customer's saved addresses, added, edited and deleted here, each
 * able to be the default checkout fills in for billing or for shipping.
 */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  addressBookMessages as m,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressInput,
} from '@shop/shared/addresses/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import {
  describeAddress,
  toAddressInput,
  useAddressBook,
  useChangeAddressBook,
  type AddressChange,
} from '@/lib/addresses/address-book';
import { detailErrors, type FieldErrors } from '@/lib/field-errors';
import { AddressForm, type AddressFormValues } from './address-form';

const emptyAddress: AddressFormValues = {
  label: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  pin: '',
  defaultBilling: false,
  defaultShipping: false,
};

const formValues = (address: SavedAddress): AddressFormValues => ({
  label: address.label,
  firstName: address.firstName,
  lastName: address.lastName,
  phone: address.phone,
  street: address.street,
  apartment: address.apartment,
  city: address.city,
  state: address.state,
  pin: address.pin,
  defaultBilling: address.defaultBilling,
  defaultShipping: address.defaultShipping,
});

/** Which form is open: a new address, or the one with this id. */
type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

export function AddressBookSection() {
  const book = useAddressBook();
  const change = useChangeAddressBook();
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>();
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addresses = book.data?.addresses ?? [];

  function run(next: AddressChange, done: string, onDone?: () => void) {
    change.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error, 400) && error.details) {
          setServerErrors(detailErrors(error.details));
          return;
        }
        toast.error(errorMessage(error, next.kind === 'delete' ? m.deleteFailed : m.saveFailed));
      },
    });
  }

  function save(address: SavedAddressInput) {
    setServerErrors(undefined);
    const close = () => setEditing(null);
    if (editing?.kind === 'edit') {
      run({ kind: 'update', id: editing.address._id, address }, m.updated, close);
    } else {
      run({ kind: 'add', address }, m.added, close);
    }
  }

  const makeDefault = (address: SavedAddress, kind: 'defaultBilling' | 'defaultShipping') =>
    run(
      { kind: 'update', id: address._id, address: { ...toAddressInput(address), [kind]: true } },
      m.updated,
    );

  return (
    <section aria-labelledby="addresses-title" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="addresses-title"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <MapPin aria-hidden="true" className="size-5 text-brand-600" />
          {m.title}
        </h2>
        {!editing && addresses.length < MAX_SAVED_ADDRESSES && (
          <Button
            variant="secondary"
            onClick={() => {
              setServerErrors(undefined);
              setEditing({ kind: 'new' });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Address
          </Button>
        )}
      </div>

      {book.isError && <p className="text-sm text-red-700">{m.loadFailed}</p>}
      {book.isSuccess && addresses.length === 0 && !editing && (
        <p className="text-sm text-slate-600">{m.empty}</p>
      )}

      {editing && (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address._id : 'new'}
          title={editing.kind === 'edit' ? 'Edit Address' : 'New Address'}
          initial={
            editing.kind === 'edit'
              ? formValues(editing.address)
              : // The first address is the one checkout fills in, until another is chosen.
                {
                  ...emptyAddress,
                  defaultBilling: addresses.length === 0,
                  defaultShipping: addresses.length === 0,
                }
          }
          busy={change.isPending}
          serverErrors={serverErrors}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}

      <ul className="space-y-3">
        {addresses.map((address) => (
          <li
            key={address._id}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs"
          >
            <p className="text-slate-900">{describeAddress(address)}</p>
            <p className="mt-1 text-slate-600">Phone: {address.phone}</p>
            <p className="mt-2 flex flex-wrap gap-2">
              {address.defaultBilling && <Badge>{m.defaultBilling}</Badge>}
              {address.defaultShipping && <Badge>{m.defaultShipping}</Badge>}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setServerErrors(undefined);
                  setEditing({ kind: 'edit', address });
                }}
                aria-label={`Edit ${describeAddress(address)}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              {!address.defaultBilling && (
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => makeDefault(address, 'defaultBilling')}
                >
                  Use for billing
                </Button>
              )}
              {!address.defaultShipping && (
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => makeDefault(address, 'defaultShipping')}
                >
                  Use for shipping
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => setDeleting(address)}
                aria-label={`Delete ${describeAddress(address)}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>

      {deleting && (
        <ConfirmDialog
          title={m.deleteConfirm}
          message={describeAddress(deleting)}
          confirmLabel="Delete"
          cancelLabel="Keep"
          tone="danger"
          busy={change.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            run({ kind: 'delete', id: deleting._id }, m.deleted, () => setDeleting(null))
          }
        />
      )}
    </section>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
      {children}
    </span>
  );
}
