/** Hot Deals (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function DealsPage() {
  return <PlaceholderPage title="Hot Deals" description="This page is being built." />;
}
