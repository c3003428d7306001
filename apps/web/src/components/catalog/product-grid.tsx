import type { ProductCard as Product } from '@store/contracts/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

interface ProductGridProps {
  products: Product[] | undefined;
  loading: boolean;
  /** grid columns per breakpoint */
  columns?: string;
  placeholders?: number;
  eager?: number;
}

export function ProductGrid({ products, loading, columns = 'grid-cols-2 lg:grid-cols-4', placeholders = 4, eager = 4 }: ProductGridProps) {
  if (loading && !products) {
    return (
      <div role="status" aria-busy="true" className={`grid gap-3 sm:gap-5 ${columns}`}>
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`grid gap-3 sm:gap-5 ${columns}`}>
      {(products ?? []).map((p, i) => (
        // Past the first cards, the browser lays a card out and paints it only as it nears the screen: a search
        // of 50 cards is not 50 cards of layout before the page answers (decision 038).
        <li key={p.productid} className={i < eager ? undefined : '[content-visibility:auto] [contain-intrinsic-size:auto_420px]'}>
          <ProductCard product={p} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
