/** Billing & Shipping Details (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage title="Billing & Shipping Details" description="This page is being built." />;
}
