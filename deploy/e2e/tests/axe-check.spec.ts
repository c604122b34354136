// The accessibility check itself (support/axe.ts) can fail: a serious violation is found on a page
// without frames (axe run in the page) and inside a frame (AxeBuilder, frame by frame).
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { storeUrl } from '../support/shopper';

test('the axe check finds an unlabelled field on a page, and inside a frame of it', async ({
  page,
}) => {
  await page.goto(storeUrl('tienda-demo', 'info'));
  expect(page.frames()).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const field = Object.assign(document.createElement('input'), { id: 'sin-etiqueta' });
    document.querySelector('main')?.append(field);
  });
  expect(await seriousAxeViolations(page)).toContainEqual(
    expect.stringMatching(/^label: .*#sin-etiqueta/),
  );

  await page.evaluate(() => {
    document.getElementById('sin-etiqueta')?.remove();
    const frame = Object.assign(document.createElement('iframe'), {
      title: 'Marco de prueba',
      srcdoc:
        '<!doctype html><html lang="es"><title>Marco</title><main><input id="en-el-marco"></main></html>',
    });
    document.querySelector('main')?.append(frame);
  });
  await page
    .frameLocator('iframe[title="Marco de prueba"]')
    .locator('#en-el-marco')
    .waitFor({ state: 'attached' });
  expect(page.frames()).toHaveLength(2);
  const violations = await seriousAxeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^label: .*#en-el-marco/));
  expect(violations.join('\n')).not.toContain('#sin-etiqueta');
});
