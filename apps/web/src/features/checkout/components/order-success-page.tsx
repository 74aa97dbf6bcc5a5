/** Order Placed Successfully! (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OrderSuccessPage() {
  return <PlaceholderPage title="Order Placed Successfully!" description="This page is being built." />;
}
