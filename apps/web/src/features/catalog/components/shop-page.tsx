/** Shop (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ShopPage() {
  return <PlaceholderPage title="Shop" description="This page is being built." />;
}
