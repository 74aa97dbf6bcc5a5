/** A choice among the customer's saved addresses, filling one side of the checkout. */
import type { SavedAddress } from '@shop/shared/addresses/schemas';
import { SelectField } from '@/components/ui/form-controls';
import { describeAddress } from '@/lib/addresses/address-book';

type SavedAddressPickerProps = {
  kind: 'billing' | 'shipping';
  addresses: readonly SavedAddress[];
  onPick: (id: string) => void;
};

export function SavedAddressPicker({ kind, addresses, onPick }: SavedAddressPickerProps) {
  if (addresses.length === 0) return null;
  const byId = new Map(addresses.map((address) => [address._id, address]));
  return (
    <SelectField
      id={`checkout-${kind}-saved`}
      label={kind === 'billing' ? 'Saved billing addresses' : 'Saved shipping addresses'}
      placeholder="Choose a saved address"
      options={addresses.map((address) => address._id)}
      optionLabel={(id) => describeAddress(byId.get(id)!)}
      value=""
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    />
  );
}
