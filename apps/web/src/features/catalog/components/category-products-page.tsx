/** Category (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategoryProductsPage() {
  return <PlaceholderPage title="Category" description="This page is being built." />;
}
