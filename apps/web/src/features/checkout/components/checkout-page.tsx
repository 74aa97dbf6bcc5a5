/**
 * Billing & Shipping Details, /checkout: the addresses,
 * notes and newsletter choice, the cart as it will be ordered, and 'Place Order', which creates
 * a PENDING order and goes on to /payment with its id and the server's total.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Copy } from 'lucide-react';
import { addressBookMessages } from '@shop/shared/addresses/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import { Button } from '@/components/ui/button';
import { ErrorSummary, summaryTitle } from '@/components/ui/error-summary';
import {
  changeAddressBook,
  addressBookQueryKey,
  useAddressBook,
} from '@/lib/addresses/address-book';
import { cityOfPin, stateOfPin } from '@/lib/addresses/pin-code';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCart } from '@/lib/cart/get-cart';
import { useCreateOrder } from '../api/create-order';
import {
  billingToShipping,
  cartTotal,
  copyBillingToShipping,
  emptyCheckoutForm,
  fieldFromServerPath,
  fillFromSaved,
  isSavedAlready,
  toCreateOrderInput,
  toSavedAddressInput,
  validateCheckout,
  type CheckoutCartLine,
  type CheckoutForm,
  type CheckoutTextField,
} from '../checkout-form';
import { AddressFields, fieldId } from './address-fields';
import { SavedAddressPicker } from './saved-address-picker';
import { CheckoutEmptyState } from './checkout-empty-state';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { CheckboxField, TextAreaField } from '@/components/ui/form-controls';

type FormProblem = {
  message: string;
  fieldErrors: Partial<Record<CheckoutTextField, string>>;
  /** How many fields the submit found wrong: while all still are, its own message heads the summary. */
  fieldCount: number;
  /** Counts the failed submits, so each one brings the summary back into focus. */
  attempt: number;
};

const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const legendClasses = 'text-lg font-semibold text-slate-900';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const { data: user, isPending: sessionPending } = useSession();
  const { cart, isLoading: cartLoading } = useCart();
  const createOrder = useCreateOrder();
  const [form, setForm] = useState<CheckoutForm>(() => emptyCheckoutForm(user));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  const addressBook = useAddressBook();
  const queryClient = useQueryClient();
  /** Fields the shopper typed or chose: a saved address or a PIN never overwrites them. */
  const typedFields = useRef(new Set<CheckoutTextField>());
  const prefilled = useRef(false);
  const busy = createOrder.isPending;
  const savedAddresses = addressBook.data?.addresses ?? [];

  const signedOut = !sessionPending && !user;
  useEffect(() => {
    // A signed-out shopper is told and sent home.
    if (signedOut) toast.error(orderMessages.loginToContinue, { toastId: 'checkout-login' });
  }, [signedOut]);

  // The default billing and shipping addresses fill the form once, unless the shopper began typing.
  useEffect(() => {
    if (prefilled.current || !user || !addressBook.data) return;
    prefilled.current = true;
    const book = addressBook.data.addresses;
    const billing = book.find((address) => address.defaultBilling);
    const shipping = book.find((address) => address.defaultShipping);
    if (!billing && !shipping) return;
    const untouched = (fields: readonly CheckoutTextField[]) =>
      fields.every((field) => !typedFields.current.has(field));
    setForm((current) => {
      let next = current;
      if (billing && untouched(Object.keys(billingToShipping) as CheckoutTextField[])) {
        next = fillFromSaved(next, 'billing', billing, user.email);
      }
      if (
        shipping &&
        shipping._id !== billing?._id &&
        untouched(Object.values(billingToShipping))
      ) {
        next = { ...fillFromSaved(next, 'shipping', shipping, user.email), shipToDifferent: true };
      }
      return next;
    });
  }, [addressBook.data, user]);

  if (signedOut) return <Navigate to="/" replace />;

  const lines: CheckoutCartLine[] = cart.items
    .filter((item) => item.product && typeof item.product === 'object')
    .map((item) => ({
      productId: item.product._id,
      name: item.product.name,
      price: item.product.price,
      quantity: item.quantity,
    }));
  const total = cartTotal(lines);
  // Nothing to order (a sign-in that came here, a cart emptied elsewhere): no form to fill in.
  // Not after Place Order, which empties the cart on its way to the payment page.
  if (!cartLoading && lines.length === 0 && !busy && !createOrder.isSuccess) {
    return <CheckoutEmptyState />;
  }

  function clearError(field: CheckoutTextField) {
    setProblem((current) => {
      if (!current?.fieldErrors[field]) return current;
      const fieldErrors = { ...current.fieldErrors };
      delete fieldErrors[field];
      // The last mistake put right: nothing is left to summarise.
      if (Object.keys(fieldErrors).length === 0) return null;
      return { ...current, fieldErrors };
    });
  }

  function setField(field: CheckoutTextField, value: string) {
    typedFields.current.add(field);
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
    if (field === 'pin' || field === 'shippingPin') fillFromPin(field, value);
  }

  /** A valid PIN fills the state and the city the shopper has not typed or chosen themselves. */
  function fillFromPin(pinField: 'pin' | 'shippingPin', pin: string) {
    const stateField = pinField === 'pin' ? 'state' : 'shippingState';
    const cityField = pinField === 'pin' ? 'city' : 'shippingCity';
    const state = stateOfPin(pin);
    if (!state) return;
    if (!typedFields.current.has(stateField)) {
      setForm((current) => ({ ...current, [stateField]: state }));
      clearError(stateField);
    }
    if (typedFields.current.has(cityField)) return;
    void cityOfPin(pin).then((city) => {
      if (!city || typedFields.current.has(cityField)) return;
      // Only for the PIN still in the field: a later PIN's answer may have come first.
      setForm((current) =>
        current[pinField] === pin ? { ...current, [cityField]: city } : current,
      );
      clearError(cityField);
    });
  }

  function pickSaved(kind: 'billing' | 'shipping', id: string) {
    const saved = savedAddresses.find((address) => address._id === id);
    if (!saved || !user) return;
    setForm((current) => fillFromSaved(current, kind, saved, user.email));
    setProblem(null);
  }

  function showProblem(fieldErrors: FormProblem['fieldErrors'], message: string) {
    setProblem((current) => ({
      message,
      fieldErrors,
      fieldCount: Object.keys(fieldErrors).length,
      attempt: (current?.attempt ?? 0) + 1,
    }));
  }

  /** After the order is placed: the addresses the shopper asked to keep join their book. */
  function saveTypedAddresses(placed: CheckoutForm) {
    const kinds: Array<'billing' | 'shipping'> = placed.shipToDifferent
      ? ['billing', 'shipping']
      : ['billing'];
    const toSave = kinds.filter((kind) => !isSavedAlready(placed, kind, savedAddresses));
    // A first book's billing address becomes both defaults; a shipping one saved with it takes
    // the shipping default.
    const firstBook = savedAddresses.length === 0;
    void (async () => {
      try {
        for (const kind of toSave) {
          const address = toSavedAddressInput(placed, kind);
          const book = await changeAddressBook({
            kind: 'add',
            address:
              kind === 'shipping' && firstBook ? { ...address, defaultShipping: true } : address,
          });
          queryClient.setQueryData(addressBookQueryKey, book);
        }
        if (toSave.length > 0) toast.success(addressBookMessages.savedForNextTime);
      } catch (error) {
        toast.error(errorMessage(error, addressBookMessages.saveFailed));
      }
    })();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!user) {
      toast.error(orderMessages.loginToContinue);
      navigate('/', { replace: true });
      return;
    }
    const result = validateCheckout(form, cartLoading ? 0 : lines.length);
    if (!result.ok) {
      showProblem(result.fieldErrors, result.message);
      return;
    }
    setProblem(null);
    const placed = form;
    createOrder.mutate(toCreateOrderInput(form, lines), {
      onSuccess: (order) => {
        toast.success(orderMessages.created);
        if (saveAddress) saveTypedAddresses(placed);
        navigate('/payment', { state: { orderId: order._id, amount: order.totalAmount } });
      },
      onError: (error) => {
        if (isApiError(error, 401)) {
          toast.error(orderMessages.loginToContinue);
          navigate('/', { replace: true });
          return;
        }
        const message =
          isApiError(error) && error.status > 0
            ? errorMessage(error, orderMessages.createFailed)
            : orderMessages.somethingWrong;
        // The server's refusal of a field goes beside that field, as the form's own checks do.
        const fieldErrors: FormProblem['fieldErrors'] = {};
        if (isApiError(error) && error.details) {
          for (const [path, messages] of Object.entries(error.details)) {
            const field = fieldFromServerPath(path, form.shipToDifferent);
            if (field && messages[0]) fieldErrors[field] ??= messages[0];
          }
        }
        if (Object.keys(fieldErrors).length === 0) toast.error(message, { role: 'status' });
        showProblem(fieldErrors, message);
      },
    });
  }

  const errors = problem?.fieldErrors ?? {};
  const summaryErrors = (Object.keys(errors) as CheckoutTextField[]).flatMap((field) =>
    errors[field] ? [{ fieldId: fieldId(field), message: errors[field] }] : [],
  );
  const offerToSave =
    addressBook.isSuccess &&
    (!isSavedAlready(form, 'billing', savedAddresses) ||
      (form.shipToDifferent && !isSavedAlready(form, 'shipping', savedAddresses)));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <title>Billing & Shipping Details | CircuitKart</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Billing & Shipping Details
      </h1>

      <form
        noValidate
        onSubmit={handleSubmit}
        aria-busy={busy}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
      >
        <div className="space-y-6">
          {problem && (
            <ErrorSummary
              title={
                summaryErrors.length === problem.fieldCount
                  ? problem.message
                  : summaryTitle(summaryErrors.length)
              }
              errors={summaryErrors}
              attempt={problem.attempt}
            />
          )}

          <fieldset className={sectionClasses} disabled={busy}>
            <legend className={`${legendClasses} float-left w-full`}>Billing Address</legend>
            <div className="clear-both grid grid-cols-1 gap-4 pt-4 sm:grid-cols-2">
              <OptionalInput
                field="gst"
                label="GSTIN (optional)"
                form={form}
                error={errors.gst}
                onChange={setField}
                autoCapitalize="characters"
                maxLength={15}
              />
              <OptionalInput
                field="company"
                label="Company Name (optional)"
                form={form}
                error={errors.company}
                onChange={setField}
                autoComplete="organization"
              />
            </div>
            <div className="space-y-4 pt-4">
              <SavedAddressPicker
                kind="billing"
                addresses={savedAddresses}
                onPick={(id) => pickSaved('billing', id)}
              />
              <AddressFields kind="billing" form={form} errors={errors} onChange={setField} />
            </div>
          </fieldset>

          <fieldset className={sectionClasses} disabled={busy}>
            <legend className={`${legendClasses} float-left w-full`}>Shipping Details</legend>
            <div className="clear-both pt-4">
              <CheckboxField
                id="checkout-shipToDifferent"
                name="shipToDifferent"
                checked={form.shipToDifferent}
                aria-controls="checkout-shipping-address"
                aria-expanded={form.shipToDifferent}
                onChange={(event) =>
                  setForm((current) => ({ ...current, shipToDifferent: event.target.checked }))
                }
              >
                Ship to a different address?
              </CheckboxField>
              {!form.shipToDifferent && (
                <p className="mt-2 ml-8 text-sm text-slate-500">
                  Your order ships to the billing address.
                </p>
              )}
            </div>
            <div id="checkout-shipping-address" hidden={!form.shipToDifferent} className="pt-4">
              {form.shipToDifferent && (
                <>
                  <Button
                    variant="secondary"
                    className="mb-4 w-full sm:w-auto"
                    onClick={() => setForm(copyBillingToShipping)}
                  >
                    <Copy aria-hidden="true" className="size-4" />
                    Copy from Billing
                  </Button>
                  <div className="space-y-4">
                    <SavedAddressPicker
                      kind="shipping"
                      addresses={savedAddresses}
                      onPick={(id) => pickSaved('shipping', id)}
                    />
                    <AddressFields
                      kind="shipping"
                      form={form}
                      errors={errors}
                      onChange={setField}
                    />
                  </div>
                </>
              )}
            </div>
          </fieldset>

          <fieldset className={sectionClasses} disabled={busy}>
            <legend className={`${legendClasses} float-left w-full`}>Additional Information</legend>
            <div className="clear-both space-y-4 pt-4">
              <TextAreaField
                id="checkout-orderNotes"
                name="orderNotes"
                label="Order Notes (optional)"
                rows={3}
                maxLength={1000}
                placeholder="Notes about your order, e.g. special notes for delivery."
                value={form.orderNotes}
                onChange={(event) => setField('orderNotes', event.target.value)}
              />
              <CheckboxField
                id="checkout-subscribe"
                name="subscribe"
                checked={form.subscribe}
                onChange={(event) =>
                  setForm((current) => ({ ...current, subscribe: event.target.checked }))
                }
              >
                Subscribe to our newsletter for new arrivals and deals
              </CheckboxField>
              {offerToSave && (
                <CheckboxField
                  id="checkout-saveAddress"
                  name="saveAddress"
                  checked={saveAddress}
                  onChange={(event) => setSaveAddress(event.target.checked)}
                >
                  {addressBookMessages.saveForNextTime}
                </CheckboxField>
              )}
            </div>
          </fieldset>
        </div>

        <CheckoutOrderSummary lines={lines} total={total} loading={cartLoading}>
          <Button type="submit" disabled={busy} className="w-full py-3 text-base">
            {busy ? 'Processing...' : 'Place Order'}
          </Button>
        </CheckoutOrderSummary>
      </form>
    </section>
  );
}

/** GSTIN and company: plain optional inputs of the billing section. */
function OptionalInput({
  field,
  label,
  form,
  onChange,
  ...props
}: {
  field: 'gst' | 'company';
  label: string;
  form: CheckoutForm;
  error?: string;
  onChange: (field: CheckoutTextField, value: string) => void;
  autoCapitalize?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      {...props}
    />
  );
}
