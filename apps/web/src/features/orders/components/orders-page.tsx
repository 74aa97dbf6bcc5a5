/** My Orders (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OrdersPage() {
  return <PlaceholderPage title="My Orders" description="This page is being built." />;
}
