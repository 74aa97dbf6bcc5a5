/** Product Details (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ProductPage() {
  return <PlaceholderPage title="Product Details" description="This page is being built." />;
}
