// @ts-check
import { createEmbedDemoServer, demoPage } from './embed-demo-server.mjs';
import { close, listen } from './static-files.mjs';

test('the demo page is one script tag of the payments host, naming the store and what to pay', () => {
  const html = demoPage({
    paymentsUrl: 'http://localhost:8082',
    store: 'tienda-demo',
    paymentLink: 'pl-1',
  });
  expect(html).toContain(
    '<script src="http://localhost:8082/embed.js" data-store="tienda-demo" data-payment-link="pl-1" data-target="#pago"></script>',
  );
  expect(html.match(/embed\.js/g)).toHaveLength(1);
});

test('the server takes store and link from the query, only as plain ids', async () => {
  const server = await listen(createEmbedDemoServer({ paymentsUrl: 'http://localhost:8082' }), 0);
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const chosen = await (await fetch(`${base}/?store=tienda-demo&paymentLink=pl-abc`)).text();
    expect(chosen).toContain('data-store="tienda-demo" data-payment-link="pl-abc"');
    const forged = await (await fetch(`${base}/?paymentLink=%22%3E%3Cscript%3E`)).text();
    expect(forged).not.toContain('"><script>');
    expect(forged).toContain('data-payment-link="pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA"');
    expect((await fetch(`${base}/other`)).status).toBe(404);
  } finally {
    await close(server);
  }
});
