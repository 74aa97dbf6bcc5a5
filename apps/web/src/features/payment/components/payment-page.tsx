/** Complete Your Payment (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function PaymentPage() {
  return <PlaceholderPage title="Complete Your Payment" description="This page is being built." />;
}
