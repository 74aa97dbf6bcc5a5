/**
 * Every storefront route whose page is not built yet (storefront.md section 2, operations.md
 * section 2, DECISIONS.md section 4). One table, one component; a feature replaces its row
 * with a real route when it lands.
 */
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

type Describe = (context: {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}) => string;

export type PlaceholderRoute = {
  path: string;
  title: string;
  description: string | Describe;
  /** Customer-guarded (storefront.md section 6). */
  customer?: boolean;
};

export const placeholderRoutes: PlaceholderRoute[] = [
  {
    path: '/wishlist',
    title: 'Wishlist',
    description: 'Products you have saved for later will appear here.',
  },
  {
    path: '/profile',
    title: 'My Profile',
    description: 'Your name, e-mail and password settings will appear here.',
    customer: true,
  },
];

export function PlaceholderRoutePage({ route }: { route: PlaceholderRoute }) {
  const params = useParams();
  const [query] = useSearchParams();
  const description =
    typeof route.description === 'function'
      ? route.description({ params, query })
      : route.description;
  return (
    <PlaceholderPage
      title={route.title}
      description={description}
      showHomeLink={route.path !== '/'}
    />
  );
}
