/**
 * Billing & Shipping Details, /checkout: the addresses,
 * notes and newsletter choice, the cart as it will be ordered, and 'Place Order', which creates
 * a PENDING order and goes on to /payment with its id and the server's total.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Copy } from 'lucide-react';
import { orderMessages } from '@shop/shared/orders/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCart } from '@/lib/cart/get-cart';
import { useCreateOrder } from '../api/create-order';
import {
  cartTotal,
  copyBillingToShipping,
  emptyCheckoutForm,
  fieldLabels,
  toCreateOrderInput,
  validateCheckout,
  type CheckoutCartLine,
  type CheckoutForm,
  type CheckoutTextField,
} from '../checkout-form';
import { AddressFields, fieldId } from './address-fields';
import { CheckoutEmptyState } from './checkout-empty-state';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { CheckboxField, TextAreaField } from '@/components/ui/form-controls';

type FormProblem = { message: string; fieldErrors: Partial<Record<CheckoutTextField, string>> };

const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const legendClasses = 'text-lg font-semibold text-slate-900';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const { data: user, isPending: sessionPending } = useSession();
  const { cart, isLoading: cartLoading } = useCart();
  const createOrder = useCreateOrder();
  const [form, setForm] = useState<CheckoutForm>(() => emptyCheckoutForm(user));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const busy = createOrder.isPending;

  const signedOut = !sessionPending && !user;
  useEffect(() => {
    // A signed-out shopper is told and sent home.
    if (signedOut) toast.error(orderMessages.loginToContinue, { toastId: 'checkout-login' });
  }, [signedOut]);

  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);

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

  function setField(field: CheckoutTextField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem((current) => {
      if (!current?.fieldErrors[field]) return current;
      const fieldErrors = { ...current.fieldErrors };
      delete fieldErrors[field];
      return { ...current, fieldErrors };
    });
  }

  function showProblem(next: FormProblem) {
    toast.error(next.message, { role: 'status' }); // the summary below is the announced alert
    setProblem(next);
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
      showProblem({ message: result.message, fieldErrors: result.fieldErrors });
      return;
    }
    setProblem(null);
    createOrder.mutate(toCreateOrderInput(form, lines), {
      onSuccess: (order) => {
        toast.success(orderMessages.created);
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
        showProblem({ message, fieldErrors: {} });
      },
    });
  }

  const errors = problem?.fieldErrors ?? {};
  // A single rule broken (a phone, a PIN) is the message itself; missing fields are listed as links.
  const invalidFields = (Object.keys(errors) as CheckoutTextField[]).filter(
    (field) => errors[field] !== problem?.message,
  );

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
            <div
              ref={summaryRef}
              role="alert"
              tabIndex={-1}
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-500"
            >
              <p className="font-semibold">{problem.message}</p>
              {invalidFields.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {invalidFields.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${fieldId(field)}`}
                        className="underline underline-offset-2"
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(fieldId(field))?.focus();
                        }}
                      >
                        {errors[field] ?? fieldLabels[field]}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
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
            <div className="pt-4">
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
                  <AddressFields kind="shipping" form={form} errors={errors} onChange={setField} />
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
