// Emotion's styles of one server render, for the document's <head> (not inline in the body:
// inline <style> tags inside Suspense break hydration, chakra-ui#10942). The cache has
// `compat = true`, so Emotion records each rule in `cache.inserted` instead of rendering a tag.
// Tags follow @emotion/server's format, which the browser's default cache adopts at creation
// (moved into its sheet, not inserted again): `data-emotion="css <ids>"` for class styles, one
// `css-global <id>` tag per global style (the shape Emotion's <Global> re-adopts).
// Every tag carries `data-s`: the browser's cache moves each tag without it to the end of <head>
// when it is created (for pages whose styles sit in the body). These are already at the end of
// <head>, and moving them made the browser drop and re-add ~100 KB of styles and restyle the whole
// page while the boot's code was being evaluated (issue 15).
// Emotion still adopts them: it reads the ids of every `data-emotion="css …"` tag either way.
import type { EmotionCache } from '@emotion/cache';

const escapeCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export function extractEmotionStyles(cache: EmotionCache, html: string): string {
  const ids: string[] = [];
  let css = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (html.includes(`${cache.key}-${id}`)) {
      ids.push(id);
      css += rules;
    } else if (!rules.includes(`.${cache.key}-${id}`)) {
      globals.push(
        `<style data-emotion="${cache.key}-global ${id}" data-s="">${escapeCss(rules)}</style>`,
      );
    }
    // Else a class no element of the HTML has (e.g. a loading view the render replaced): left
    // out. As a "global" tag it would be moved ahead of Chakra's `@layer` order statement when the
    // browser adopts the real globals, declaring `recipes` first: the reset would then win over
    // every recipe (the page's containers lost their centring after hydration).
  }
  return (
    globals.join('') +
    (ids.length
      ? `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${escapeCss(css)}</style>`
      : '')
  );
}
