/** Home (being built). */
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function HomePage() {
  return <PlaceholderPage title="Home" description="This page is being built." />;
}
