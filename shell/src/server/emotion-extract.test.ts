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
    '<style data-emotion="css-global g1">:root{--x:1;}</style>' +
      '<style data-emotion="css abc def">.css-abc{color:red;}.css-def{color:blue;}</style>',
  );
});

test('a rule cannot close its <style> tag', () => {
  const cache = createCache({ key: 'css' });
  cache.inserted = { a: '.css-a::after{content:"</style><script>"}' } as typeof cache.inserted;
  expect(extractEmotionStyles(cache, 'css-a')).not.toContain('</style><script>');
});
