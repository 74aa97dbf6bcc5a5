/** Search (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function SearchPage() {
  return <PlaceholderPage title="Search" description="This page is being built." />;
}
