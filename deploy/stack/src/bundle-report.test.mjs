// @ts-check
import { bucketOf, formatReport, sharedFileIndex } from './bundle-report.mjs';

const stack = { shellUrl: 'http://localhost:18080', cdnUrl: 'http://localhost:18081' };

test('puts each JS file in the bucket of the shell or of its remote', () => {
  expect(bucketOf('http://localhost:18080/main.1234abcd.js', stack)).toBe('shell');
  expect(bucketOf('http://servicios-demo.localhost:18080/main.1234abcd.js', stack)).toBe('shell');
  expect(bucketOf('http://localhost:18081/mfe-account/0.1.0-3f2a9c1b/remoteEntry.js', stack)).toBe(
    'mfe-account',
  );
  expect(bucketOf('https://maps.example.com/api.js', stack)).toBe('https://maps.example.com');
});

test('indexes the files that provide each shared package, per container', () => {
  const index = sharedFileIndex(
    {
      shell: {
        shared: [
          { name: 'react', assets: { js: { sync: ['696.a.js'] } } },
          { name: 'react-dom', assets: { js: { sync: ['325.b.js', '706.c.js'] } } },
        ],
      },
      remotes: [
        {
          package: 'mfe-account',
          baseUrl: 'http://localhost:18081/mfe-account/0.1.0-3f2a9c1b/',
          manifest: { shared: [{ name: 'react', assets: { js: { sync: ['696.z.js'] } } }] },
        },
      ],
    },
    stack.shellUrl,
  );
  expect(index.get('http://localhost:18080/325.b.js')).toEqual({
    container: 'shell',
    packages: ['react-dom'],
  });
  expect(index.get('http://localhost:18081/mfe-account/0.1.0-3f2a9c1b/696.z.js')).toEqual({
    container: 'mfe-account',
    packages: ['react'],
  });
});

test('prints a table per route and per singleton, flagging duplicates', () => {
  const text = formatReport({
    routes: [
      {
        id: 'cart',
        rendered: true,
        renderMs: 900,
        total: { gzip: 2048 },
        byBucket: { shell: { gzip: 1024 }, 'mfe-cart-checkout': { gzip: 1024 } },
      },
    ],
    singletons: [
      { name: 'react', version: '19.3.1', gzip: 3072, maxCopiesInOnePage: 2, once: false },
    ],
  });
  expect(text).toMatch(/^cart +2\.0 +1\.0 +- +1\.0 +- +- +900$/m);
  expect(text).toMatch(/^react +19\.3\.1 +3\.0 +2 +NO$/m);
});
