// Spec 001 §2 Subscription list, §4 statuses, actions by status, shopper transitions, retry and
// reactivate, §8 texts: the shopper manages what she bought. Ana's seeded subscriptions are only
// read here; every test that changes one makes its own shopper with her own subscriptions
// (POST /sandbox/subscriptions), so desktop and phone run side by side without meeting.
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { apiAs, signInAs } from '../support/session';
import { expectPaidAndNext, outcomeSummary, serverOutcome } from '../support/money-outcome';
import { storeUrl } from '../support/shopper';
import {
  advanceClock,
  lastPaymentTryAgo,
  shopperWithSubscriptions,
  type SubscriptionScene,
} from '../support/subscriptions';

const LIST = storeUrl('tienda-demo', 'userpanel/subscriptions');
const COFFEE = 'Café en grano Tostaduría Central 1 kg'; // td-p-0002, monthly $10.000
const STRAWBERRIES = 'Frutillas orgánicas 1 kg'; // td-p-0003, monthly $6.990, with a promotion

const coffee = (scene: Partial<SubscriptionScene> & { status: string }): SubscriptionScene => ({
  products: [{ productId: 'td-p-0002', quantity: 2 }],
  ...scene,
});
const strawberries = (
  scene: Partial<SubscriptionScene> & { status: string },
): SubscriptionScene => ({
  products: [{ productId: 'td-p-0003' }],
  ...scene,
});

const section = (page: Page, title: string) =>
  page.getByRole('main').getByRole('region', { name: title });
const item = (scope: Locator, name: string) => scope.getByRole('listitem', { name });
const statusOf = (row: Locator) => row.getByRole('group', { name: 'Estado' });
const action = (row: Locator, label: string, name: string) =>
  row.getByRole('button', { name: `${label}: ${name}` });

/** 001 §9 "Dates shown DD/MM/YYYY …; dates are UTC". */
function shownDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis suscripciones' })).toBeVisible();
}

test(
  'Ana sees her seeded subscriptions in the right lists with their Spanish statuses',
  { tag: '@both' },
  async ({ page }) => {
    await signInAs(page, 'tienda-demo', { path: 'userpanel/subscriptions' });
    await expect(page).toHaveURL(LIST);
    const active = section(page, 'Activas');
    const paused = section(page, 'Pausadas');
    const ended = section(page, 'Finalizadas');
    await expect(statusOf(item(active, COFFEE))).toHaveText('Activa');
    await expect(statusOf(item(active, STRAWBERRIES))).toHaveText(
      'Intento de pago fallido 2Reintentando pago',
    );
    await expect(statusOf(item(active, 'Café de especialidad 1 kg'))).toHaveText('En proceso');
    await expect(statusOf(item(paused, 'Caja de frutas de temporada'))).toHaveText('Pausada');
    await expect(statusOf(item(paused, 'Paltas Hass 1 kg'))).toHaveText('Suspendida');
    await expect(statusOf(item(ended, 'Café de especialidad 250 g'))).toHaveText('Cancelada');
    await expect(item(active, STRAWBERRIES).getByRole('status')).toHaveText(
      'No pudimos cobrar tu suscripción (2 intentos fallidos). Si el cuarto intento falla, tu suscripción será suspendida.',
    );
    await expect(action(item(active, COFFEE), 'Pausar', COFFEE)).toBeVisible();
    await expect(
      action(item(paused, 'Paltas Hass 1 kg'), 'Reactivar', 'Paltas Hass 1 kg'),
    ).toBeVisible();
    await expect(item(ended, 'Café de especialidad 250 g').getByRole('button')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  },
);

test(
  'each subscription names the card that pays it (001 §2; issue 40)',
  { tag: '@both' },
  async ({ page }) => {
    await shopperWithSubscriptions(page, 'tienda-demo', [
      coffee({ status: 'active', cardDigits: '4242' }),
    ]);
    await openList(page);
    const paidBy = item(section(page, 'Activas'), COFFEE)
      .locator('dt', { hasText: /^Tarjeta$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(paidBy).toHaveText('Visa terminada en 4242');
    await expectNoSeriousAxeViolations(page);
  },
);

test(
  'pauses a subscription with a server option, then resumes it',
  { tag: '@both' },
  async ({ page }) => {
    await shopperWithSubscriptions(page, 'tienda-demo', [coffee({ status: 'active' })]);
    await openList(page);
    await action(item(section(page, 'Activas'), COFFEE), 'Pausar', COFFEE).click();
    const dialog = page.getByRole('dialog', { name: 'Pausar suscripción' });
    const option = dialog.getByRole('radio', {
      name: /^Saltar 2 cobros: próximo pago el \d\d\/\d\d\/\d{4}$/,
    });
    await option.check();
    const nextPayday = /(\d\d\/\d\d\/\d{4})$/.exec(
      (await option.locator('xpath=..').innerText()).trim(),
    )![1]!;
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Pausar' }).click();
    await expect(dialog).toBeHidden();

    const paused = item(section(page, 'Pausadas'), COFFEE);
    await expect(statusOf(paused)).toHaveText('Pausada');
    await expect(
      paused.locator('dt', { hasText: 'Próximo pago' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(nextPayday);
    await expect(section(page, 'Activas')).toContainText('No tienes suscripciones activas.');

    await action(paused, 'Reanudar', COFFEE).click();
    const resume = page.getByRole('dialog', { name: 'Reanudar suscripción' });
    await expect(resume).toContainText(
      /Tu suscripción volverá a estar activa y tu próximo pago será el \d\d\/\d\d\/\d{4}\./,
    );
    await resume.getByRole('button', { name: 'Reanudar' }).click();
    await expect(statusOf(item(section(page, 'Activas'), COFFEE))).toHaveText('Activa');
  },
);

test('cancels a subscription with a promotion after the second warning', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    strawberries({ status: 'active' }),
  ]);
  await openList(page);
  await action(
    item(section(page, 'Activas'), STRAWBERRIES),
    'Cancelar suscripción',
    STRAWBERRIES,
  ).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar suscripción' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  const warning = page.getByRole('alertdialog', { name: 'Perderás tus descuentos' });
  await expect(warning).toContainText('Si continúas, sus descuentos terminarán antes de tiempo.');
  await warning.getByRole('button', { name: 'Continuar de todas formas' }).click();
  await expect(statusOf(item(section(page, 'Finalizadas'), STRAWBERRIES))).toHaveText('Cancelada');
  const stored = await apiAs(tokens).call<{ status: string }>(
    'GET',
    `subscriptions/${subscriptions[0]!._id}`,
  );
  expect(stored.status).toBe('canceled');
});

test('retries a failed attempt and succeeds; with a declined card sees the failure, then the 5-minute wait', async ({
  page,
}) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'failed attempt 1', paydayInDays: -1 }),
    strawberries({ status: 'failed attempt 2', paydayInDays: -2, cardDigits: '0002' }),
  ]);
  await openList(page);
  const active = section(page, 'Activas');
  await action(item(active, COFFEE), 'Reintentar pago', COFFEE).click();
  const success = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(success).toContainText('La suscripción se ha pagado exitosamente.');
  // What she paid today and when the next charge comes, as the server has them (issue 39).
  const paid = await serverOutcome(tokens, subscriptions[0]!._id);
  await expectPaidAndNext(outcomeSummary(success), paid.transaction!.amount, paid.subscription);
  await expectNoSeriousAxeViolations(page);
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await expect(statusOf(item(active, COFFEE))).toHaveText('Activa');

  await action(item(active, STRAWBERRIES), 'Reintentar pago', STRAWBERRIES).click();
  const failure = page.getByRole('dialog', {
    name: 'Lamentablemente, la transacción ha fracasado',
  });
  await expect(failure).toContainText('Por favor, vuelve a intentarlo más tarde.');
  await failure.getByRole('button', { name: 'Aceptar' }).click();
  await expect(statusOf(item(active, STRAWBERRIES))).toHaveText(
    'Intento de pago fallido 2Reintentando pago',
  );

  await action(item(active, STRAWBERRIES), 'Reintentar pago', STRAWBERRIES).click();
  const wait = page.getByRole('dialog', { name: 'Inténtalo de nuevo más tarde' });
  await expect(wait).toContainText(
    'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
  );
  await expect(wait.getByRole('timer')).toHaveText(
    /^Podrás reintentar en [45]:\d\d\. Lo haremos automáticamente\.$/,
  );
});

test(
  'a declined retry offers "Pagar con otra tarjeta": the payment screen, with its card picker (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
      strawberries({ status: 'failed attempt 1', paydayInDays: -1, cardDigits: '0002' }),
    ]);
    await openList(page);
    await action(
      item(section(page, 'Activas'), STRAWBERRIES),
      'Reintentar pago',
      STRAWBERRIES,
    ).click();
    const failure = page.getByRole('dialog', {
      name: 'Lamentablemente, la transacción ha fracasado',
    });
    await expect(failure).toContainText('Por favor, vuelve a intentarlo más tarde.');
    await expectNoSeriousAxeViolations(page);
    await failure.getByRole('button', { name: 'Pagar con otra tarjeta' }).click();
    await expect(page).toHaveURL(storeUrl('tienda-demo', `payment/${subscriptions[0]!._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /terminada en 0002/ })).toBeVisible();
  },
);

test('the countdown ends and the payment is retried on its own', async ({ page }) => {
  // A failed try 4 min 36 s ago: 24 s of wait left. The page's clock runs the countdown out; the
  // server's wait is moved past by the scene, so the success comes with no click and no real wait.
  await page.clock.install();
  const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'failed attempt 3', paydayInDays: -3, lastPaymentTryMinutesAgo: 4.6 }),
  ]);
  await openList(page);
  await action(item(section(page, 'Activas'), COFFEE), 'Reintentar pago', COFFEE).click();
  const wait = page.getByRole('dialog', { name: 'Inténtalo de nuevo más tarde' });
  const timer = wait.getByRole('timer');
  await expect(timer).toHaveText(/^Podrás reintentar en 0:[0-2]\d\. Lo haremos automáticamente\.$/);
  const done = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  // Ten seconds on, it still counts down.
  await page.clock.fastForward('00:10');
  await expect(timer).toHaveText(/^Podrás reintentar en 0:[01]\d\. Lo haremos automáticamente\.$/);
  await lastPaymentTryAgo(subscriptions[0]!._id, 5.5);
  await page.clock.fastForward('00:30');
  await expect(done).toBeVisible();
});

test('reactivates a suspended subscription', async ({ page }) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'failed', paydayInDays: -20 }),
  ]);
  await openList(page);
  const suspended = item(section(page, 'Pausadas'), COFFEE);
  await expect(suspended.getByRole('status')).toContainText(
    'Tu suscripción está suspendida porque tiene un pago pendiente.',
  );
  await action(suspended, 'Reactivar', COFFEE).click();
  const success = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
  await expect(success).toContainText(
    'Tu suscripción está activa y puedes gestionarla, modificarla, pausarla o cancelarla.',
  );
  const paid = await serverOutcome(tokens, subscriptions[0]!._id);
  await expectPaidAndNext(outcomeSummary(success), paid.transaction!.amount, paid.subscription);
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await expect(statusOf(item(section(page, 'Activas'), COFFEE))).toHaveText('Activa');
});

test('a subscription without a card gets one from the provider and keeps it', async ({
  page,
}, testInfo) => {
  const { tokens, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'active', cardDigits: null }),
  ]);
  await openList(page);
  const row = item(section(page, 'Activas'), COFFEE);
  await expect(row.getByRole('status')).toHaveText(
    'Revisa tu suscripción e inscribe un medio de pago.',
  );
  await action(row, 'Agregar tarjeta', COFFEE).click();
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  const lastFour = testInfo.project.name === 'phone' ? '3333' : '4444';
  await page.getByLabel('Número de tarjeta').fill(`411111111111${lastFour}`);
  await page.getByRole('button', { name: 'Inscribir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu tarjeta ha sido registrada' });
  await expect(dialog).toContainText(`Visa terminada en ${lastFour}`);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(action(item(section(page, 'Activas'), COFFEE), 'Pausar', COFFEE)).toBeVisible();
  const stored = await apiAs(tokens).call<{ cardId: string | null }>(
    'GET',
    `subscriptions/${subscriptions[0]!._id}`,
  );
  expect(stored.cardId).toBeTruthy();
});

test('updated=true shows the update confirmation once; a Mercado Pago return without payment id is a failure', async ({
  page,
}) => {
  await shopperWithSubscriptions(page, 'tienda-demo', [coffee({ status: 'active' })]);
  await page.goto(`${LIST}?updated=true`);
  const updated = page.getByRole('dialog', { name: 'Suscripción actualizada' });
  await expect(updated).toContainText('Los cambios de tu suscripción se guardaron con éxito.');
  await updated.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(LIST);

  await page.goto(`${LIST}?mp=true&result=success&external_reference=x`);
  const failed = page.getByRole('dialog', {
    name: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
  });
  await expect(failed).toContainText(
    'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
  );
});

test('days pass with a declining card: failed attempts 1 to 3, then suspended at the fourth', async ({
  page,
}) => {
  const { email } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'active', paydayInDays: 1, cardDigits: '0002' }),
  ]);
  await openList(page);
  await expect(statusOf(item(section(page, 'Activas'), COFFEE))).toHaveText('Activa');
  for (const attempt of [1, 2, 3]) {
    await advanceClock(email, 1);
    await page.reload();
    const row = item(section(page, 'Activas'), COFFEE);
    await expect(statusOf(row)).toHaveText(`Intento de pago fallido ${attempt}Reintentando pago`);
    await expect(row.getByRole('status')).toContainText(
      `(${attempt} ${attempt === 1 ? 'intento fallido' : 'intentos fallidos'})`,
    );
  }
  await advanceClock(email, 1);
  await page.reload();
  const suspended = item(section(page, 'Pausadas'), COFFEE);
  await expect(statusOf(suspended)).toHaveText('Suspendida');
  await expect(suspended.getByRole('status')).toHaveText(
    'Tu suscripción está suspendida porque tiene un pago pendiente. Reactívala para volver a recibir tus productos.',
  );
  await expect(action(suspended, 'Reactivar', COFFEE)).toBeVisible();
});

test('a renewal paid by the clock moves the next payday a period on and brings a new order', async ({
  page,
}) => {
  const { email, subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
    coffee({ status: 'active', paydayInDays: 1 }),
  ]);
  const payday = new Date(subscriptions[0]!.payday);
  const next = new Date(payday.getTime() + 30 * 24 * 3600 * 1000 - 24 * 3600 * 1000);
  await advanceClock(email, 1);
  await openList(page);
  const row = item(section(page, 'Activas'), COFFEE);
  await expect(statusOf(row)).toHaveText('Activa');
  await expect(
    row.locator('dt', { hasText: 'Próximo pago' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(shownDate(next));
  await page.goto(storeUrl('tienda-demo', 'userpanel/orders'));
  const orders = page.getByRole('main').getByRole('list', { name: 'Órdenes pagadas' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders.getByRole('listitem').first()).toContainText('$22.990');
});

test(
  'the calendar feed has the next charge, ready for a phone calendar',
  { tag: '@both' },
  async ({ page }) => {
    const { subscriptions } = await shopperWithSubscriptions(page, 'tienda-demo', [
      coffee({ status: 'active', paydayInDays: 12 }),
    ]);
    await openList(page);
    await page.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tu calendario de suscripciones' });
    await expect(
      dialog.getByRole('link', { name: 'Suscribirme desde mi calendario' }),
    ).toHaveAttribute('href', /^webcal:\/\//);
    await expectNoSeriousAxeViolations(page);
    const feedUrl = await dialog
      .getByRole('link', { name: 'Descargar calendario (.ics)' })
      .getAttribute('href');
    const feed = await page.request.get(feedUrl!);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    // Unfolded first (RFC 5545 §3.1: a long line goes on after CRLF and one space).
    const lines = (await feed.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const day = subscriptions[0]!.payday.slice(0, 10).replace(/-/g, '');
    const start = lines.indexOf(`DTSTART;VALUE=DATE:${day}`);
    expect(start).toBeGreaterThan(0);
    const event = lines.slice(
      lines.lastIndexOf('BEGIN:VEVENT', start),
      lines.indexOf('END:VEVENT', start),
    );
    expect(event).toContain(
      'DESCRIPTION:Tienda Demo: se cobrarán $22.990 a tu tarjeta el ' +
        shownDate(new Date(subscriptions[0]!.payday)) +
        '.',
    );
    expect(event.join('')).toContain(`SUMMARY:Cobro de tu suscripción: ${COFFEE} ×2 — $22.990`);
  },
);
