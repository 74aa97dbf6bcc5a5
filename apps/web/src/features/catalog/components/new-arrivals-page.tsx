/** New Arrivals (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function NewArrivalsPage() {
  return <PlaceholderPage title="New Arrivals" description="This page is being built." />;
}
