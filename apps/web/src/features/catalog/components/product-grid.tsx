/** Products in 1, 2, 3 or 4 columns by breakpoint (storefront.md section 2). */
import type { Product } from '@shop/shared/catalog/schemas';
import { ProductCard } from './product-card';

export function ProductGrid({ products, busy = false }: { products: Product[]; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={`grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
