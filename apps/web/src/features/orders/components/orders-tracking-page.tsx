/** Order Tracking (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OrdersTrackingPage() {
  return <PlaceholderPage title="Order Tracking" description="This page is being built." />;
}
