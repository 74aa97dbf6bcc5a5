/**
 * /product/{productId}: gallery, price and stock, the quantity, Add to Cart, Buy Now, Share, the
 * wishlist heart and, below, the customer reviews.
 * The productId segment may be the product's id or its slug. The heart and the reviews belong to
 * their own features: the route that shows this page passes them in.
 */
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ArrowLeft, CircleCheck, CircleX, Share2, ShoppingCart, Zap } from 'lucide-react';
import { type Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { promotionMessages } from '@shop/shared/promotions/messages';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAuthModal } from '@/lib/auth-modal';
import { clearPendingIntent, setPendingIntent } from '@/lib/pending-intent';
import { useAddToCartAction } from '@/lib/cart/use-add-to-cart-action';
import { useProduct } from '../api/get-product';
import { useGoBack } from '../hooks/use-go-back';
import { useProductStockEvents } from '../hooks/use-product-stock-events';
import { ErrorState, LoadingState } from './page-states';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { productSpecifications } from '../product-specifications';

/** A part another feature draws for the product shown, once it has loaded. */
export type ProductSlot = (product: Product) => ReactNode;

export type ProductPageProps = {
  /** The wishlist heart beside the product's actions. */
  wishlistHeart?: ProductSlot;
  /** The section below the product (the customer reviews). */
  reviews?: ProductSlot;
};

export default function ProductPage({ wishlistHeart, reviews }: ProductPageProps) {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const goBack = useGoBack();
  useProductStockEvents(productId, product.data?._id);

  if (product.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <title>Product | CircuitKart</title>
        <LoadingState label="Loading product" />
      </div>
    );
  }

  if (product.isError) {
    const message = isApiError(product.error, 404)
      ? catalogMessages.productNotFound
      : catalogMessages.productLoadFailed;
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-20">
        <title>{`${message} | CircuitKart`}</title>
        <h1 className="sr-only">{message}</h1>
        <ErrorState message={message}>
          <Button onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {catalogMessages.goBack}
          </Button>
        </ErrorState>
      </div>
    );
  }

  // Keyed by id: another product starts with its own quantity, image and heart.
  return (
    <ProductDetail
      key={product.data._id}
      product={product.data}
      onBack={goBack}
      heart={wishlistHeart?.(product.data)}
      reviews={reviews}
    />
  );
}

function ProductDetail({
  product,
  onBack,
  heart,
  reviews,
}: {
  product: Product;
  onBack: () => void;
  heart: ReactNode;
  reviews?: ProductSlot;
}) {
  const navigate = useNavigate();
  const { data: user } = useSession();
  const authModal = useAuthModal();
  const { add, isPending } = useAddToCartAction();
  const [chosenQuantity, setChosenQuantity] = useState(1);
  const [pendingAction, setPendingAction] = useState<'cart' | 'buy' | null>(null);

  const stock = Math.max(0, product.quantity);
  const inStock = stock > 0;
  const specifications = productSpecifications(product);
  // The stock may drop on a refetch; the choice never exceeds it.
  const quantity = Math.max(1, Math.min(chosenQuantity, stock));

  function addToCart() {
    setPendingAction('cart');
    add(product._id, {
      quantity,
      successMessage: catalogMessages.addedToCart(quantity, product.name),
      onAdded: () => void navigate('/cart'),
    });
  }

  function buyNow() {
    if (!user) {
      setPendingIntent({ type: 'buy-now', productId: product._id, quantity });
      // Dismissing the login modal drops the intent, so a later login does not buy by surprise.
      authModal.open({ onClose: clearPendingIntent });
      return;
    }
    setPendingAction('buy');
    add(product._id, { quantity, successMessage: null, onAdded: () => void navigate('/checkout') });
  }

  async function share() {
    if (typeof navigator.share !== 'function') {
      toast.info(catalogMessages.shareNotSupported);
      return;
    }
    try {
      await navigator.share({
        title: product.name,
        text: product.description,
        url: window.location.href,
      });
    } catch (error) {
      // The shopper closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.warn('Share failed', error);
      }
    }
  }

  const categoryHref = product.category.slug ? `/category/${product.category.slug}` : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${product.name} | CircuitKart`}</title>
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="ghost" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link
                to="/"
                className="inline-flex min-h-11 min-w-11 items-center hover:text-brand-700"
              >
                Home
              </Link>
            </li>
            {categoryHref && (
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true">/</span>
                <Link
                  to={categoryHref}
                  className="inline-flex min-h-11 items-center hover:text-brand-700"
                >
                  {product.category.name}
                </Link>
              </li>
            )}
            <li className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <span aria-current="page" className="truncate text-slate-700">
                {product.name}
              </span>
            </li>
          </ol>
        </nav>
      </div>

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.imageUrls} name={product.name} />

        <div className="flex flex-col">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              {product.brand && (
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {product.brand}
                </p>
              )}
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {product.name}
              </h1>
            </div>
            {heart}
          </div>

          <div className="mt-4">
            <ProductPrice product={product} size="lg" />
            {product.promotion && (
              <p className="mt-1 text-sm text-slate-700">
                <Link
                  to={`/deals/${product.promotion.slug}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {product.promotion.title}
                </Link>{' '}
                · {promotionMessages.ends}{' '}
                <time dateTime={product.promotion.endsAt}>
                  {formatDate(product.promotion.endsAt)}
                </time>
              </p>
            )}
          </div>

          <p
            className={`mt-3 inline-flex items-center gap-1.5 text-sm font-semibold ${
              inStock ? 'text-emerald-700' : 'text-red-700'
            }`}
          >
            {inStock ? (
              <CircleCheck aria-hidden="true" className="size-4" />
            ) : (
              <CircleX aria-hidden="true" className="size-4" />
            )}
            {inStock ? catalogMessages.inStock : catalogMessages.outOfStock}
          </p>

          <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-700">
            {product.description}
          </p>

          {product.features.length > 0 && (
            <div className="mt-6">
              <h2 className="text-base font-semibold text-slate-900">Key Features</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600">
                {product.features.map((feature, index) => (
                  <li key={`${feature}-${index}`}>{feature}</li>
                ))}
              </ul>
            </div>
          )}

          {specifications.length > 0 && (
            <div className="mt-6">
              <h2 className="text-base font-semibold text-slate-900">
                {catalogMessages.specifications}
              </h2>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                {specifications.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-medium text-slate-600">{row.label}</dt>
                    <dd className="text-slate-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}

          <div className="mt-8 flex flex-wrap items-start gap-x-6 gap-y-2">
            <QuantityStepper
              quantity={quantity}
              stock={stock}
              onChange={setChosenQuantity}
              disabled={!inStock}
            />
            <p className="pt-9 text-sm text-slate-600">{catalogMessages.available(stock)}</p>
          </div>

          <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Button onClick={addToCart} disabled={!inStock || isPending} className="py-3 text-base">
              {isPending && pendingAction === 'cart' ? (
                <Spinner className="size-5 border-2" />
              ) : (
                <ShoppingCart aria-hidden="true" className="size-5" />
              )}
              {catalogMessages.addToCart}
            </Button>
            <button
              type="button"
              onClick={buyNow}
              disabled={!inStock || isPending}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-4 py-3 text-base font-semibold text-slate-950 shadow-sm transition-colors hover:bg-amber-500 disabled:cursor-not-allowed disabled:bg-amber-100 disabled:text-slate-500"
            >
              {isPending && pendingAction === 'buy' ? (
                <Spinner className="size-5 border-2" />
              ) : (
                <Zap aria-hidden="true" className="size-5" />
              )}
              {catalogMessages.buyNow}
            </button>
            <Button variant="secondary" onClick={() => void share()} className="py-3 text-base">
              <Share2 aria-hidden="true" className="size-5" />
              {catalogMessages.share}
            </Button>
          </div>
        </div>
      </div>

      {reviews?.(product)}
    </div>
  );
}
