/**
 * The body of a catalogue listing page: while the products load a spinner, when they cannot be
 * read the error with Try again, when there are none the page's empty message, else the grid.
 * A page that pages its list puts its pager under this.
 */
import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ProductGrid } from './product-grid';

type ProductListingProps = {
  /** The request for the products; while it shows the previous page's, the grid is dimmed. */
  request: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  };
  products: Product[];
  loadingLabel?: string;
  emptyMessage: string;
  /** Offered under the empty message, such as a link to the whole shop. */
  emptyAction?: ReactNode;
  /** Offered beside Try again when the products cannot be read. */
  errorAction?: ReactNode;
};

export function ProductListing({
  request,
  products,
  loadingLabel,
  emptyMessage,
  emptyAction,
  errorAction,
}: ProductListingProps) {
  if (request.isPending) return <LoadingState label={loadingLabel} />;
  if (request.isError) {
    return (
      <ErrorState message={catalogMessages.productsLoadFailed}>
        <Button variant="secondary" onClick={() => void request.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
        {errorAction}
      </ErrorState>
    );
  }
  if (products.length === 0) return <EmptyState message={emptyMessage}>{emptyAction}</EmptyState>;
  return <ProductGrid products={products} busy={request.isPlaceholderData} />;
}
