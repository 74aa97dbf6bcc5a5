/** Shopping Cart (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CartPage() {
  return <PlaceholderPage title="Shopping Cart" description="This page is being built." />;
}
