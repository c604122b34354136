// The <head> styles of a server render, in the tag format the browser's Emotion cache adopts.
import createCache from '@emotion/cache';
import { extractEmotionStyles } from './emotion-extract';

test('class styles used in the HTML in one `css <ids>` tag, globals one tag each, unused classes left out', () => {
  const cache = createCache({ key: 'css' });
  cache.inserted = {
    abc: '.css-abc{color:red;}',
    def: '.css-def{color:blue;}',
    g1: ':root{--x:1;}',
    gone: '.css-gone{display:flex;}@layer recipes{.css-gone{color:red}}',
    unused: true,
  } as typeof cache.inserted;
  const head = extractEmotionStyles(cache, '<div class="css-abc css-def">x</div>');
  expect(head).toBe(
    '<style data-emotion="css-global g1" data-s="">:root{--x:1;}</style>' +
      '<style data-emotion="css abc def" data-s="">.css-abc{color:red;}.css-def{color:blue;}</style>',
  );
});

test('a rule cannot close its <style> tag', () => {
  const cache = createCache({ key: 'css' });
  cache.inserted = { a: '.css-a::after{content:"</style><script>"}' } as typeof cache.inserted;
  expect(extractEmotionStyles(cache, 'css-a')).not.toContain('</style><script>');
});

test('the browser cache adopts the tags where the server put them: globals never moved', async () => {
  const cache = createCache({ key: 'css' });
  cache.inserted = { abc: '.css-abc{color:red;}', g1: ':root{--x:1;}' } as typeof cache.inserted;
  // As the shell server sends <head>: the boot data, then the render's styles last.
  document.head.innerHTML =
    '<style id="first">p{}</style><script type="application/json" id="boot">{}</script>' +
    extractEmotionStyles(cache, '<div class="css-abc">x</div>');
  const removed: string[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((r) =>
      r.removedNodes.forEach((node) =>
        removed.push((node as Element).getAttribute('data-emotion') ?? ''),
      ),
    ),
  );
  observer.observe(document.head, { childList: true });
  const before = [...document.head.children];
  const browserCache = createCache({ key: 'css' });
  await Promise.resolve(); // mutation records are delivered in a microtask
  observer.disconnect();
  // Without `data-s` the cache moves every tag to the end of <head>, globals included.
  expect(removed.filter((name) => name.startsWith('css-global'))).toEqual([]);
  expect([...document.head.children]).toEqual(before); // the order stands
  expect(browserCache.inserted.abc).toBe(true); // the class is known: not inserted again
});
