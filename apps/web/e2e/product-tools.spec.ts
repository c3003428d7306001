import type { APIRequestContext } from '@playwright/test';
import type { ProductCard } from '@store/contracts/catalog';
import { MSG } from '@store/contracts/messages';
import { isVariantAvailable } from '@store/contracts/stock';
import { apiLogin, cartLine, emptyCart, expect, findProduct, login, productDetail, test } from './fixtures.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A regular product with a colour that can be bought and a sold-out one among the three colours on show. */
async function productWithSoldOutColour(request: APIRequestContext, token: string) {
  for (let page = 1; ; page++) {
    const res = await request.get('/api/product/get_all_store_front', { params: { page, size: 100 }, headers: bearer(token) });
    const body = (await res.json()) as { products: ProductCard[]; info: { totalPages: number } };
    for (const card of body.products) {
      if (card.preventa || !card.product_variants.some((v) => isVariantAvailable(v, card))) continue;
      const soldOut = card.product_variants.slice(0, 3).find((v) => !isVariantAvailable(v, card));
      if (soldOut) return { card, soldOut };
    }
    if (page >= body.info.totalPages) throw new Error('no product with a sold-out colour in the demo catalogue');
  }
}

/** Set-up: the account has no open alert on this colour, so the page offers the button. */
async function noAlertOn(request: APIRequestContext, token: string, prodvarid: number) {
  const res = await request.get('/api/stock_alerts/mine', { headers: bearer(token) });
  const { alerts } = (await res.json()) as { alerts: { alertid: number; prodvarid: number; sizeid: number | null }[] };
  for (const a of alerts.filter((x) => x.prodvarid === prodvarid && x.sizeid === null)) {
    await request.delete(`/api/stock_alerts/${a.alertid}`, { headers: bearer(token) });
  }
}

test('a distributor fills a size curve and adds it in one go: the cart shows each size', async ({
  page,
  request,
  distributor,
  isMobile,
}) => {
  const card = await findProduct(request, distributor, 'SIZES');
  await emptyCart(request, distributor);
  const detail = await productDetail(request, card.productid);
  const variant = detail.productVariants.find((v) => isVariantAvailable(v, detail.productInfo))!;
  const [first, second] = (variant.stock_sizes ?? []).filter((s) => s.quantity >= 2);

  await login(page, distributor);
  await page.goto(`/product?productid=${card.productid}`);
  await expect(page.getByRole('heading', { name: 'Curva de tallas' })).toBeVisible();
  await page.getByLabel(`Pares de la talla ${first.name}`, { exact: true }).fill('2');
  await page.getByRole('button', { name: `Un par más de la talla ${second.name}`, exact: true }).click();
  await expect(page.getByTestId('curve-total')).toContainText('Total: 3 pares en 2 tallas');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(MSG.linesAdded(2)).first()).toBeVisible();
  await expect(page.getByTestId('curve-total')).toContainText('Total: 0 pares');

  await page.goto('/cart');
  if (isMobile) {
    // a phone's card of the colour: one compact cell per size, its quantity typed in place
    const cardOfColour = cartLine(page, card.name);
    await expect(cardOfColour).toHaveCount(1);
    for (const [size, pairs] of [
      [first, '2'],
      [second, '1'],
    ] as const) {
      await expect(cardOfColour.getByRole('spinbutton', { name: `Cantidad de ${card.name}, talla ${size.name}` })).toHaveValue(pairs);
    }
  } else {
    const rows = cartLine(page, card.name);
    await expect(rows).toHaveCount(2);
    for (const size of [first, second]) {
      await expect(rows.filter({ has: page.getByRole('definition').getByText(size.name, { exact: true }) })).toHaveCount(1);
    }
  }
  await emptyCart(request, distributor);
});

test('a distributor asks to be told when a sold-out colour is back and finds it in «Mis avisos»', async ({
  page,
  request,
  distributor,
}) => {
  const token = (await apiLogin(request, distributor))!;
  const { card, soldOut } = await productWithSoldOutColour(request, token);
  await noAlertOn(request, token, soldOut.prodvarid);

  await login(page, distributor);
  await page.goto(`/product?productid=${card.productid}`);
  await page.getByTitle(`Código ${soldOut.code} · ${soldOut.color.name} · Agotado`).click();
  await expect(page.getByTestId('sold-out')).toContainText(`El color ${soldOut.color.name} está agotado`);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Avísame cuando haya stock' }).click();
  await expect(page.getByTestId('sold-out').getByRole('status')).toHaveText(MSG.alertCreated);

  await page.goto('/user');
  const alerts = page.getByRole('region', { name: 'Mis avisos' });
  const item = alerts.getByRole('listitem').filter({ hasText: soldOut.code });
  await expect(item).toContainText(card.name);
  await expect(item).toContainText(soldOut.color.name);
  await item.getByRole('button', { name: /^Quitar el aviso de/ }).click();
  await expect(page.getByText(MSG.alertRemoved).first()).toBeVisible();
  await expect(item).toHaveCount(0);
});
