/** Track Your Orders (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function TrackOrderPage() {
  return <PlaceholderPage title="Track Your Orders" description="This page is being built." />;
}
