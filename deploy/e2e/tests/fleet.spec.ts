// Issue 42, the fleet: two shell servers behind nginx on one PostgreSQL registry (npm run
// start:fleet; npm test starts one and runs this file against it, alone, in the "fleet" project).
//  1. a canary whose module throws, met by fresh browsers on both servers in turn: the two
//     servers' reports add up, and the canary is rolled back once;
//  2. a rollback made on one server's operators' page is in the next page of both servers;
//  3. one shell server killed: the site keeps serving through nginx from the other.
import { expect, test } from '../support/test';
import { deploy, deployHistory as history, deployStatus } from '../support/cdn';
import { CDN_DIR, OPERATOR_TOKEN } from '../support/env';
import { signInAsOperator } from '../support/operators';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectPageRendered } from '../support/pages';
import { waitForHydration } from '../support/hydration';
import { FLEET_FILE, fleetState, serverUrl } from '../support/fleet';
import { expectLandingFromAt } from '../support/remote-routes';
import { liveVersion, publishVariant, throwingRoutesModule } from '../support/variants';

test.skip(!FLEET_FILE || !CDN_DIR, 'E2E_FLEET_FILE is not set (npm test starts a fleet)');
test.describe.configure({ mode: 'serial' });

const REMOTE = 'mfe-catalog';
/** The fleet's CANARY_MIN_BROWSERS (the default). */
const MIN_BROWSERS = Number(process.env.CANARY_MIN_BROWSERS ?? 5);

test('a canary met on both shell servers adds up across them and is rolled back once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { servers } = fleetState();
  expect(servers.length).toBeGreaterThanOrEqual(2);
  const variant = await publishVariant(
    REMOTE,
    throwingRoutesModule('e2e: the fleet canary throws'),
  );
  try {
    await deploy(
      'promote',
      REMOTE,
      variant.version,
      '--canary',
      '100',
      '--why',
      'e2e: a canary on every server',
      '--skip-gate',
      'e2e: a canary that throws',
    );
    // Fresh browsers, each on the next server in turn: every server serves the canary and hears
    // failures, none of them alone enough to decide.
    for (let shopper = 0; shopper < MIN_BROWSERS; shopper += 1) {
      const server = servers[shopper % servers.length]!;
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const fromCanary = page.waitForRequest((request) =>
          request.url().includes(`/${REMOTE}/${variant.version}/`),
        );
        await page.goto(`${serverUrl(server)}/tienda-demo`);
        await fromCanary;
        await waitForHydration(page);
        await expectPageRendered(page); // the live version stood in
        // The browser is closed once its report is counted (or the canary is over).
        await expect
          .poll(async () => {
            const row = (await deployStatus()).find((r) => r.remote === REMOTE);
            return row?.canary ? (row.canary.failed ?? 0) : MIN_BROWSERS;
          })
          .toBeGreaterThanOrEqual(shopper + 1);
      } finally {
        await context.close();
      }
    }
    await expect
      .poll(async () => (await deployStatus()).find((row) => row.remote === REMOTE)?.canary)
      .toBeNull();
    const rollbacks = (await history()).filter(
      (entry) => entry.action === 'auto-rollback' && entry.from === variant.version,
    );
    expect(rollbacks).toEqual([
      expect.objectContaining({
        who: 'canary-watch',
        version: variant.base,
        why: expect.stringMatching(
          new RegExp(`^${MIN_BROWSERS} of ${MIN_BROWSERS} browsers failed`),
        ),
      }),
    ]);
    // The next page of every server: the live version.
    const page = await browser.newPage();
    for (const server of servers)
      await expectLandingFromAt(page, serverUrl(server), REMOTE, variant.base);
    await page.close();
  } finally {
    const row = (await deployStatus()).find((r) => r.remote === REMOTE);
    if (row?.canary) await deploy('rollback', REMOTE, '--why', 'e2e: clean up');
  }
});

test("a rollback on one server's operators' page is in the next page of both servers", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(OPERATOR_TOKEN, 'npm test sets E2E_OPERATOR_TOKEN').not.toBe('');
  const { servers } = fleetState();
  const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const variant = await publishVariant(REMOTE);
  try {
    await deploy('promote', REMOTE, variant.version, '--why', 'e2e: fleet', '--skip-gate', 'e2e');
    const shopper = await browser.newPage();
    for (const server of servers)
      await expectLandingFromAt(shopper, serverUrl(server), REMOTE, variant.version);

    // The operator works on the first server, past nginx.
    await signInAsOperator(page, serverUrl(first), 'Operadora de la flota');
    const section = page.getByRole('region', { name: REMOTE, exact: true });
    const back = section.getByRole('form', {
      name: new RegExp(`^Volver a la versión anterior \\(${variant.base}\\): ${REMOTE}$`),
    });
    await back.getByLabel('Motivo').fill('e2e: de vuelta en toda la flota');
    await back
      .getByRole('button', { name: `Volver a la versión anterior (${variant.base})` })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      `${REMOTE}: ${variant.version} → ${variant.base} está en vivo.`,
    );
    await expectNoSeriousAxeViolations(page);

    // The other server's next page, then the first's: the version rolled back to.
    await expectLandingFromAt(shopper, serverUrl(second), REMOTE, variant.base);
    await expectLandingFromAt(shopper, serverUrl(first), REMOTE, variant.base);
    await shopper.close();
  } finally {
    if ((await liveVersion(REMOTE)) !== variant.base)
      await deploy('rollback', REMOTE, '--to', variant.base);
  }
});

test('with one shell server killed, the site keeps serving through nginx from the other', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { servers, urls } = fleetState();
  const [, victim] = servers as [(typeof servers)[0], (typeof servers)[0]];
  process.kill(victim.pid, 'SIGKILL');
  await expect
    .poll(async () =>
      fetch(`${serverUrl(victim)}/config.json`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  const live = await liveVersion(REMOTE);
  // Fresh browsers through nginx: each page (and its API calls) is served, whichever server
  // nginx tried first.
  for (let visit = 0; visit < 4; visit += 1) {
    const context = await browser.newContext();
    try {
      await expectLandingFromAt(await context.newPage(), urls.shell, REMOTE, live);
    } finally {
      await context.close();
    }
  }
});
