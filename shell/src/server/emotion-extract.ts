// Emotion's styles of one server render, for the document's <head> (not inline in the body:
// inline <style> tags inside Suspense break hydration, chakra-ui#10942). The cache has
// `compat = true`, so Emotion records each rule in `cache.inserted` instead of rendering a tag.
// Tags follow @emotion/server's format, which the browser's default cache adopts at creation
// (moved into its sheet, not inserted again): `data-emotion="css <ids>"` for class styles, one
// `css-global <id>` tag per global style (the shape Emotion's <Global> re-adopts).
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
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${escapeCss(rules)}</style>`);
    }
  }
  return (
    globals.join('') +
    (ids.length
      ? `<style data-emotion="${cache.key} ${ids.join(' ')}">${escapeCss(css)}</style>`
      : '')
  );
}
