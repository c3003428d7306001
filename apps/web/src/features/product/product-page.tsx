/**
 * A product's page (/product?productid=…): its pictures, variants, details and, for a signed-in distributor,
 * the price and the quantity picker (BOXES, UNITS) or the size curve (SIZES) that adds to the cart or buys at
 * once. A colour that cannot be bought is shown greyed; chosen, it offers «Avísame cuando haya stock».
 */
import type { ProductDetail, Variant } from '@store/contracts/catalog';
import { isNoneValue, LOOKUPS, type ProductLookupName } from '@store/contracts/catalog-lookups';
import { canOrder } from '@store/contracts/constants';
import { readId } from '@store/contracts/id';
import { CATALOG_MSG as MSG } from '@store/contracts/messages/catalog';
import type { PageHead } from '@store/contracts/page-render';
import { PREVIEW_SIZE, paths, previewPicturePath } from '@store/contracts/paths';
import { formatSizeRun } from '@store/contracts/size-run-format';
import { isStaffWithoutPrices } from '@store/contracts/staff-roles';
import { isBoxInStock, isBuyable } from '@store/contracts/stock';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PriceTag } from '../../components/catalog/price-tag.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { PreSaleBadge } from '../../components/ui/pre-sale-badge.tsx';
import { WhatsAppButton } from '../../components/whatsapp-button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/messages.ts';
import { pictureSources } from '../../lib/picture-sources.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.ts';
import { pageTitle, useHydrated, usePageHead } from '../../lib/ssr.ts';
import { notify } from '../../lib/toast.ts';
import productMessages from '../../locales/product.ts';
import { useAddToCart } from '../cart/index.ts';
import { useAddSizeCurve } from './api/add-size-curve.ts';
import { useProduct } from './api/get-product.ts';
import { GALLERY_PICTURE_SIZES, Gallery, galleryImages } from './components/gallery.tsx';
import { ProductPageSkeleton } from './components/product-page-skeleton.tsx';
import { type PickedQuantity, QuantityPicker } from './components/quantity-picker.tsx';
import { type CurveLine, nameRefusedSize, SizeCurve } from './components/size-curve.tsx';
import { StockAlertButton } from './components/stock-alert-button.tsx';
import { VariantCarousel } from './components/variant-carousel.tsx';

/** The lookups listed under the product, gender first (the brand sits above its name): each one's field in `productInfo`. */
const DETAILS = (
  ['genders', 'categories', 'materials', 'types', 'technologies', 'uses'] as const satisfies readonly ProductLookupName[]
).map((name) => LOOKUPS[name].field);

/** A colour's stock, what `isBuyable` judges (decision 019): its first entry, its sizes together for SIZES. */
const colourStock = (v: Variant) => v.product_stock[0]?.quantity ?? 0;

export function ProductPage() {
  const { t } = useTranslation(productMessages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Read as the API reads ids: ?productid=0x7 or 07 is no product, not product 7.
  const productid = readId(search.get('productid')) ?? 0;
  const product = useProduct(productid);
  const addToCart = useAddToCart();
  const addCurve = useAddSizeCurve();
  const user = useSession();
  const role = user?.role;
  const staffWithoutPrices = isStaffWithoutPrices(role);
  // a company's «Consulta» sees prices but does not buy (docs/product.md §28); known once hydrated (the server
  // draws a distributor's page without the person's role)
  const viewerOnly = useHydrated() && !canOrder(user?.company_role);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [imageIndex, setImageIndex] = useState(0);

  const variants = product.data?.productVariants ?? [];
  const soldOut = useMemo(
    () =>
      new Set(product.data?.productVariants.filter((v) => !isBuyable(product.data.productInfo, colourStock(v))).map((v) => v.prodvarid)),
    [product.data],
  );
  // The colour chosen (a sold-out one too: its pictures and its alert); otherwise the first with six or more,
  // or the first of all when every colour is sold out.
  const variant: Variant | undefined =
    variants.find((v) => v.prodvarid === chosenId) ?? variants.find((v) => !soldOut.has(v.prodvarid)) ?? variants[0];
  const buyable = variant !== undefined && !soldOut.has(variant.prodvarid);

  // docs/product.md §8: a product that cannot be loaded (unknown, or no id at all) is an error toast beside the error page.
  useEffect(() => {
    if (product.error) notify.error(product.error);
    else if (!(productid > 0)) notify.error(new Error(MSG.productNotFound));
  }, [product.error, productid]);

  const { t: tc } = useTranslation();
  const missing = !(productid > 0) || product.isError;
  usePageHead(
    missing
      ? { title: pageTitle(tc('not-found')), status: 404, index: false }
      : product.data
        ? productHead(product.data, variant, (brand, colours) =>
            tc('meta.product-description', { name: product.data.productInfo.name, brand, colours }),
          )
        : null,
  );

  if (missing) return <NotFoundPage />;
  if (product.isPending) return <ProductPageSkeleton />;

  const info = product.data.productInfo;
  const images = galleryImages(variant?.product_media ?? []);
  const price = variant?.price ?? info.price;
  const discount = variant?.discount_value ?? info.discount_value;
  const stock = variant?.product_stock[0]?.quantity ?? variant?.stock_quantity;
  const sizes = variant?.stock_sizes ?? [];

  const choose = (v: Variant) => {
    if (v.prodvarid === variant?.prodvarid) return;
    setChosenId(v.prodvarid);
    setImageIndex(0);
  };
  const add = async (picked: PickedQuantity) => {
    if (!variant) return false;
    try {
      const result = await addToCart.mutateAsync({ prodvarid: variant.prodvarid, quantity: picked.quantity });
      notify.success(result.msg);
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  };
  const buyNow = async (picked: PickedQuantity) => {
    if (picked.quantity > 0 && !(await add(picked))) return;
    navigate(paths.cart);
  };
  const addLines = async (lines: CurveLine[]) => {
    if (!variant) return false;
    try {
      const result = await addCurve.mutateAsync(lines.map((l) => ({ prodvarid: variant.prodvarid, ...l })));
      notify.success(t('curve.added', { count: result.added }));
      return true;
    } catch (error) {
      notify.error(new Error(nameRefusedSize(errorMessage(error), sizes, (name, reason) => t('curve.refused', { name, reason }))));
      return false;
    }
  };
  const buyCurveNow = async (lines: CurveLine[]) => {
    if (lines.length && !(await addLines(lines))) return;
    navigate(paths.cart);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Link
        to={info.preventa ? paths.preSale : paths.store}
        className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> {t('back')}
      </Link>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery images={images} current={Math.min(imageIndex, Math.max(0, images.length - 1))} onSelect={setImageIndex} alt={info.name} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{info.marca.name}</p>
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{info.name}</h1>
            {variant && <p className="text-sm text-stone-500">{t('code', { code: variant.code, color: variant.color.name })}</p>}
          </div>
          <p className="leading-relaxed text-stone-700">{info.description}</p>
          <div className="flex flex-wrap items-center gap-3">
            {price !== null && <PriceTag price={price} discount={discount} size="lg" />}
            {price !== null && discount > 0 && (
              <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white">{t('off', { n: discount })}</span>
            )}
            {info.stocktype === 'BOXES' && variant && (
              <span
                className={`rounded-full px-3 py-1 text-xs font-bold ${isBoxInStock(variant.stock_quantity, info) ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
              >
                {isBoxInStock(variant.stock_quantity, info) ? t('available') : t('unavailable')}
              </span>
            )}
            {info.preventa && <PreSaleBadge />}
          </div>
          {price !== null && <p className="text-xs text-stone-500">{t(`vat-included.${info.unit}`)}</p>}
          {info.stocktype === 'BOXES' && info.box_size_run && (
            <p data-testid="box-size-run" className="text-sm text-stone-700">
              {t('box-run', { run: formatSizeRun(info.box_size_run) })}
            </p>
          )}
          <VariantCarousel variants={variants} soldOut={soldOut} selectedId={variant?.prodvarid ?? null} onSelect={choose} />
          {variant &&
            (price === null && staffWithoutPrices ? (
              <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{t('staff-view')}</p>
            ) : price === null ? (
              <div className="flex flex-col gap-3 rounded-xl bg-stone-100 p-4">
                <p className="text-stone-700">{t('register-to-see')}</p>
                <Link to={paths.login} className={buttonClass('primary', 'md', 'self-start')}>
                  {t('login')}
                </Link>
              </div>
            ) : viewerOnly ? (
              <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{t('viewer-view')}</p>
            ) : !buyable ? (
              <div data-testid="sold-out" className="flex flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                  <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-stone-700 uppercase">
                    {t('sold-out')}
                  </span>
                  {t('sold-out-color', { color: variant.color.name })}
                </p>
                <p className="text-sm text-stone-600">{t('sold-out-note')}</p>
                <StockAlertButton key={variant.prodvarid} variantId={variant.prodvarid} />
              </div>
            ) : (
              <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
                {info.stocktype === 'SIZES' ? (
                  <SizeCurve
                    key={variant.prodvarid}
                    variantId={variant.prodvarid}
                    sizes={sizes}
                    product={info}
                    colourStock={colourStock(variant)}
                    price={price}
                    discount={discount}
                    unit={info.unit}
                    busy={addCurve.isPending}
                    onAdd={addLines}
                    onBuyNow={buyCurveNow}
                  />
                ) : (
                  <QuantityPicker
                    key={variant.prodvarid}
                    stockType={info.stocktype}
                    price={price}
                    discount={discount}
                    unit={info.unit}
                    unitsPerBox={info.units_per_box}
                    stock={stock}
                    busy={addToCart.isPending}
                    onAdd={add}
                    onBuyNow={buyNow}
                  />
                )}
              </div>
            ))}
          {variant && price !== null && (
            <WhatsAppButton text={t('whatsapp', { code: variant.code, name: info.name })} className="self-start" />
          )}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl border border-stone-200 bg-white p-5 text-sm">
            {DETAILS.filter((field) => !isNoneValue(info[field].name)).map((field) => (
              <div key={field} className="flex flex-col">
                <dt className="text-stone-500">{t(`details.${field}`)}</dt>
                <dd className="font-medium text-stone-800">{info[field].name}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  );
}

/**
 * The product's head: its name and brand, its picture at the previews' size for a shared link
 * shows (WhatsApp, Facebook), and schema.org's Product, whose offer (the price) only a distributor's page has.
 */
function productHead(product: ProductDetail, variant: Variant | undefined, describe: (brand: string, colours: number) => string): PageHead {
  const info = product.productInfo;
  const picture = variant?.product_media.find((m) => m.type !== 'video')?.url ?? info.thumbnail;
  const price = variant?.price ?? info.price;
  return {
    title: pageTitle(`${info.name} · ${info.marca.name}`),
    description: describe(info.marca.name, product.productVariants.length),
    type: 'product',
    image: { url: previewPicturePath(info.productid), ...PREVIEW_SIZE, alt: info.name },
    preloadImage: picture ? pictureSources(picture, GALLERY_PICTURE_SIZES) : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: info.name,
        description: info.description,
        brand: { '@type': 'Brand', name: info.marca.name },
        category: info.category.name,
        ...(variant && { sku: variant.code, color: variant.color.name }),
        image: product.productVariants.flatMap((v) => v.product_media.filter((m) => m.type !== 'video').map((m) => m.url)).slice(0, 6),
        ...(price !== null && {
          offers: { '@type': 'Offer', priceCurrency: 'USD', price: price.toFixed(2), availability: 'https://schema.org/InStock' },
        }),
      },
    ],
  };
}
