/** Products in 1, 2, 3 or 4 columns by breakpoint. */
import type { Product } from '@shop/shared/catalog/schemas';
import { ProductCard } from './product-card';

/** The first row of the widest grid is above the fold; the first card is what a phone sees. */
const FIRST_ROW = 4;

export function ProductGrid({ products, busy = false }: { products: Product[]; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            imagePriority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
