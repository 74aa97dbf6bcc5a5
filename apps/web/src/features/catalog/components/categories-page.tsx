/** All Categories (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategoriesPage() {
  return <PlaceholderPage title="All Categories" description="This page is being built." />;
}
