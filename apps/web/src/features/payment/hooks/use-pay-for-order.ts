/**
 * Paying for a PENDING order: cash on delivery, or Razorpay's checkout followed by the server's
 * signature check, with the manual-completion fallback when the check fails
 * (docs/decisions/006-orders-and-payments.md). A failed or dismissed payment keeps
 * the shopper here with the order still PENDING.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { orderMessages } from '@shop/shared/orders/messages';
import { orderNumber, type PaymentMethod } from '@shop/shared/orders/status';
import { MIN_RAZORPAY_AMOUNT_RUPEES, paymentMessages } from '@shop/shared/payments/messages';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCreatePayment } from '../api/create-payment';
import { useFetchPaymentConfig } from '../api/get-payment-config';
import { useSendOrderSuccessEmail } from '../api/send-order-success-email';
import { manualCompletion } from '@/lib/update-order-status';
import { codChoice, razorpayChoice, useUpdateOrderStatus } from '../api/update-order-status';
import { useVerifyPayment } from '../api/verify-payment';
import {
  CHECKOUT_DISPLAY_NAME,
  CHECKOUT_THEME_COLOR,
  loadRazorpayScript,
  preferredMethodOptions,
  type RazorpaySuccess,
} from '../razorpay-checkout';

/** 'Failed to create payment' answers show the server's details first. */
function createPaymentErrorText(error: unknown): string {
  if (isApiError(error) && error.details) {
    const details = Object.values(error.details).flat().filter(Boolean);
    if (details.length > 0) return details.join(', ');
  }
  return errorMessage(error, paymentMessages.createFailed);
}

/** Lets the toast paint before the blocking confirm dialog opens. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function usePayForOrder(orderId: string, amount: number) {
  const navigate = useNavigate();
  const { data: user } = useSession();
  const updateStatus = useUpdateOrderStatus();
  const createPayment = useCreatePayment();
  const verifyPayment = useVerifyPayment();
  const sendEmail = useSendOrderSuccessEmail();
  const fetchPaymentConfig = useFetchPaymentConfig();
  const [busy, setBusy] = useState(false);

  const belowRazorpayMinimum = amount < MIN_RAZORPAY_AMOUNT_RUPEES;
  const goToSuccess = () => navigate('/order-success', { state: { orderId }, replace: true });

  /** Warms the config and the checkout script up when Razorpay is picked; errors wait for Pay. */
  function prepareRazorpay() {
    fetchPaymentConfig()
      .then((config) => loadRazorpayScript(config.checkoutScriptUrl))
      .catch(() => undefined);
  }

  async function payOnDelivery() {
    setBusy(true);
    try {
      await updateStatus.mutateAsync({ orderId, change: codChoice });
    } catch (error) {
      toast.error(errorMessage(error, orderMessages.statusUpdateFailed));
      setBusy(false);
      return;
    }
    toast.success(orderMessages.codSuccess);
    goToSuccess();
  }

  async function completeManually() {
    try {
      await updateStatus.mutateAsync({ orderId, change: manualCompletion });
    } catch (error) {
      toast.error(errorMessage(error, paymentMessages.manualFailed));
      setBusy(false);
      return;
    }
    toast.success(paymentMessages.manualUpdated);
    goToSuccess();
  }

  async function onAuthorized(response: RazorpaySuccess) {
    setBusy(true);
    let verified;
    try {
      verified = await verifyPayment.mutateAsync({
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_order_id: response.razorpay_order_id,
        razorpay_signature: response.razorpay_signature,
        orderId,
        amount,
      });
    } catch (error) {
      toast.error(
        paymentMessages.verifyFailedToast(errorMessage(error, paymentMessages.verifyFailed)),
      );
      await afterPaint();
      if (window.confirm(paymentMessages.manualConfirm)) {
        await completeManually();
      } else {
        setBusy(false);
      }
      return;
    }
    if (verified.order.status === 'CANCELLED') {
      // The order was cancelled before the payment arrived: nothing ships, the shop refunds it.
      toast.warning(verified.message);
      navigate('/orders', { replace: true });
      return;
    }
    toast.success(paymentMessages.success);
    try {
      await sendEmail.mutateAsync(orderId);
      toast.success(orderMessages.emailSent);
    } catch {
      toast.error(orderMessages.emailFailed);
    }
    goToSuccess();
  }

  /** Razorpay's checkout, opened on the method chosen: UPI for PhonePe and Google Pay. */
  async function payByRazorpay(method: PaymentMethod) {
    if (belowRazorpayMinimum) {
      toast.error(paymentMessages.minimumAmount);
      return;
    }
    setBusy(true);
    try {
      await updateStatus.mutateAsync({ orderId, change: razorpayChoice });
    } catch (error) {
      toast.error(errorMessage(error, orderMessages.methodUpdateFailed));
      setBusy(false);
      return;
    }

    let payment;
    try {
      payment = await createPayment.mutateAsync({ orderId, amount });
    } catch (error) {
      toast.error(createPaymentErrorText(error));
      setBusy(false);
      return;
    }

    let keyId = payment.keyId;
    try {
      const config = await fetchPaymentConfig();
      keyId ||= config.keyId;
      await loadRazorpayScript(config.checkoutScriptUrl);
    } catch {
      toast.error(paymentMessages.sdkLoadFailed);
      setBusy(false);
      return;
    }
    const Razorpay = window.Razorpay;
    if (!Razorpay) {
      toast.error(paymentMessages.sdkLoadFailed);
      setBusy(false);
      return;
    }

    let authorized = false;
    let failureShown = false;
    const { prefillMethod, config } = preferredMethodOptions(method);
    const checkout = new Razorpay({
      key: keyId,
      amount: payment.amount,
      currency: payment.currency,
      name: CHECKOUT_DISPLAY_NAME,
      description: `Order #${orderNumber(orderId)}`,
      order_id: payment.id,
      prefill: user
        ? {
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            contact: user.mobile,
            ...(prefillMethod ? { method: prefillMethod } : {}),
          }
        : prefillMethod
          ? { method: prefillMethod }
          : undefined,
      ...(config ? { config } : {}),
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (response) => {
        authorized = true;
        void onAuthorized(response);
      },
      modal: {
        ondismiss: () => {
          if (authorized) return;
          if (!failureShown) toast.error(paymentMessages.failed);
          setBusy(false);
        },
      },
    });
    checkout.on('payment.failed', (response) => {
      failureShown = true;
      toast.error(response?.error?.description || paymentMessages.failed);
      setBusy(false);
    });
    checkout.open();
  }

  function pay(method: PaymentMethod) {
    if (busy) return;
    switch (method) {
      case 'COD':
        return void payOnDelivery();
      case 'RAZORPAY':
      case 'PHONEPE':
      case 'GOOGLE_PAY':
        return void payByRazorpay(method);
      default:
        toast.error(paymentMessages.notSupported);
    }
  }

  return { pay, prepareRazorpay, busy, belowRazorpayMinimum };
}
