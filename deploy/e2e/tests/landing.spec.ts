// Spec 000 §2 Landing, §3 content.views.landing, §7 landing fetch: tienda-demo's landing as a
// shopper sees it, with the seed's own data (deploy/sandbox/src/seed/stores/tienda-demo.ts).
import { expect, test, type Page } from '../support/test';
import { cloneStore } from '../support/mailbox';
import { storeUrl } from '../support/shopper';

const TITLE = 'Todo para tu hogar, cuando lo necesitas';
const CATEGORIES = [
  'Frutas de temporada',
  'Café en grano',
  'Cajas de suscripción',
  'Planes de limpieza',
];
const EMPTY = 'No hay productos que coincidan, prueba con otras opciones';

async function openLanding(page: Page) {
  await page.goto(storeUrl('tienda-demo'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  return main;
}

test(
  'tienda-demo landing: title, banners, category buttons and product cards with prices',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const main = await openLanding(page);
    await expect(
      main.getByText('Suscríbete a tus productos favoritos y recíbelos en tu puerta'),
    ).toBeVisible();

    // Banners: the breakpoint's image, loaded, linking into the store; the arrows move the carousel.
    const banners = main.getByRole('region', { name: 'Banners' });
    const first = banners.getByRole('link', { name: 'Banner 1 de 2' });
    await expect(first).toHaveAttribute('href', '/tienda-demo/catalog');
    const image = first.locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      isMobile ? /banner-1-mobile\.svg$/ : /banner-1\.svg$/,
    );
    await banners.getByRole('button', { name: 'Banner siguiente' }).click();
    await expect(banners.getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(banners.getByRole('link', { name: 'Banner 2 de 2' })).toBeVisible();

    // "Todos" plus one button per landing category, "Todos" pressed.
    const filter = main.getByRole('navigation', { name: 'Filtrar por categoría' });
    await expect(filter.getByRole('button')).toHaveText(['Todos', ...CATEGORIES]);
    await expect(filter.getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);

    // Cards: td-p-0011 "Manzanas rojas 1 kg" (monthly 2490, weekly 670 → lowest 670; showFromText,
    // showDeliveryPriceMessage, policy shippingChargeType always).
    const apples = main
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Manzanas rojas 1 kg', exact: true }) });
    await expect(apples).toContainText('Campo Sur');
    await expect(apples).toContainText('Desde $670');
    await expect(apples).toContainText('(+ Costo de envío)');
    // td-p-0004 "Paltas Hass 1 kg": monthly 5990 with a $1.000 promotion → $4.990, was $5.990, -17%.
    const avocados = main
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Paltas Hass 1 kg' }) });
    await expect(avocados).toContainText('Desde $4.990');
    await expect(avocados).toContainText('$5.990');
    await expect(avocados).toContainText('-17%');
    // The SaaS carousel (Cajas de suscripción) and the price table (Planes de limpieza).
    await expect(
      main
        .getByRole('region', { name: 'Productos de Cajas de suscripción' })
        .getByRole('link', { name: 'Ver Caja desayuno semanal' }),
    ).toBeAttached();
    await expect(
      main
        .getByRole('region', { name: 'Planes de limpieza' })
        .getByRole('link', { name: 'Plan limpieza total' }),
    ).toBeVisible();
    await expect(main.getByText(EMPTY)).toHaveCount(0);

    // A card is a real link to its product page (middle click, new tab); a plain click opens the
    // product dialog over the landing (issue 5).
    const appleLink = apples.getByRole('link', { name: 'Manzanas rojas 1 kg' });
    await expect(appleLink).toHaveAttribute('href', '/tienda-demo/products/td-p-0011');
    await appleLink.click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { level: 1, name: 'Manzanas rojas 1 kg' }),
    ).toBeVisible();
    await expect(page).toHaveURL(storeUrl('tienda-demo'));
  },
);

test('a category button shows only that category; "Todos" shows them all again', async ({
  page,
}) => {
  const main = await openLanding(page);
  const filter = main.getByRole('navigation', { name: 'Filtrar por categoría' });
  await expect(main.getByRole('link', { name: 'Manzanas rojas 1 kg', exact: true })).toBeVisible();

  await filter.getByRole('button', { name: 'Café en grano' }).click();
  await expect(filter.getByRole('button', { name: 'Café en grano' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filter.getByRole('button', { name: 'Todos' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Café en grano']);
  await expect(main.getByRole('link', { name: 'Café en grano Colombia 500 g' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Manzanas rojas 1 kg', exact: true })).toHaveCount(0);

  await filter.getByRole('button', { name: 'Todos' }).click();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
  await expect(main.getByRole('link', { name: 'Manzanas rojas 1 kg', exact: true })).toBeVisible();
});

test("the landing's own fonts (views.landing.fonts) dress its title, texts and notes, and the family is loaded", async ({
  page,
}) => {
  const store = await cloneStore('tienda-demo', 'landing-fonts', {
    store: {
      content: { views: { landing: { fonts: { fontFamily: 'Montserrat', color: '#7A1F5C' } } } },
    },
  });
  await page.goto(storeUrl(store));
  const title = page.getByRole('main').getByRole('heading', { level: 1, name: TITLE });
  await expect(title).toBeVisible();
  const look = (locator: typeof title) =>
    locator.evaluate((el) => ({
      family: getComputedStyle(el).fontFamily,
      color: getComputedStyle(el).color,
    }));
  expect(await look(title)).toEqual({ family: 'Montserrat', color: 'rgb(122, 31, 92)' });
  const subtitle = page.getByText('Suscríbete a tus productos favoritos y recíbelos en tu puerta');
  expect((await look(subtitle)).family).toBe('Montserrat');
  // The template's texts name Poppins only: Montserrat is registered because the landing names it.
  await expect
    .poll(() =>
      page.evaluate(async () => (await document.fonts.load('600 16px Montserrat')).length),
    )
    .toBeGreaterThan(0);
  // The navbar keeps the template's family.
  const navbarFamily = await page
    .getByRole('navigation')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(navbarFamily).not.toContain('Montserrat');
});
