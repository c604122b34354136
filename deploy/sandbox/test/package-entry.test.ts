// Other workspaces' jest tests (swc → CommonJS) import the sandbox by package name; the "require"
// export starts it in a child process. This test goes through that same door.
import { startSandbox } from '@storefront/sandbox';

it('starts and stops the sandbox through the package name from a CommonJS test', async () => {
  const sandbox = await startSandbox({ port: 0 });
  try {
    expect(sandbox.url).toBe(`http://localhost:${sandbox.port}`);
    const reply = await fetch(`${sandbox.url}/v1/stores?name=tienda-demo`);
    expect(reply.status).toBe(200);
    expect((await reply.json()).data.docs[0]._id).toBe('st-tienda-demo');
  } finally {
    await sandbox.close();
  }
  await expect(fetch(`${sandbox.url}/sandbox/health`)).rejects.toThrow();
}, 90_000);
