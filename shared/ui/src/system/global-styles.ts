// The system's global styles (Chakra's reset, the global CSS and every token as a CSS variable:
// about 43 KB of CSS) are built from the whole theme, a third of what building the system costs.
// A page the server rendered (hydrated, or its placeholder) already has them in a <style> tag of
// its <head>. The server names that tag `storefront-system-<hash>`, and the browser hands the
// tag's text to Emotion's <Global> under that name, so Emotion adopts the tag and the browser
// never builds the styles (issue 15).
// (Chakra builds them on first read only: patches/@chakra-ui+react+*.patch.)
import { css } from '@emotion/react';
import type { StoreSystem } from './create-store-system';

/**
 * The start of the Emotion name of the system's global styles in a server-rendered page; the
 * rest is Emotion's hash of the styles. A name must change with the text: Emotion's server caches
 * compiled styles by name for the whole process, so one fixed name gave every store the tokens
 * (the colours) of the first store rendered.
 */
export const SYSTEM_GLOBAL_STYLES_NAME = 'storefront-system';
const NAME_PREFIX = `${SYSTEM_GLOBAL_STYLES_NAME}-`;

/** Emotion's <Global> takes already serialized styles as they are (name and text). */
type NamedStyles = { name: string; styles: string };
const withGlobal = (system: StoreSystem) => system as unknown as { _global: unknown };

/** Server: the global styles under a name the browser can find the page's tag by. */
export function nameSystemGlobalStyles(system: StoreSystem): StoreSystem {
  const target = withGlobal(system);
  const current = target._global as NamedStyles | object;
  if ('name' in current && current.name.startsWith(NAME_PREFIX)) return system;
  const serialized = css(current as Parameters<typeof css>[0]);
  target._global = {
    name: `${NAME_PREFIX}${serialized.name}`,
    styles: serialized.styles,
  } satisfies NamedStyles;
  return system;
}

/**
 * Builds the global styles now, if nothing was adopted (Chakra builds them on first read): the
 * boot does it in a task of its own instead of inside the first render.
 */
export function buildSystemGlobalStyles(system: StoreSystem): void {
  void withGlobal(system)._global;
}

/**
 * Browser, on a page the server rendered: the server's tag stands for the global styles. False (and nothing changed)
 * when the page has no such tag: the styles are then built when the provider first renders.
 * `key` is the page's Emotion cache key (Emotion's default, "css", on the shell's page).
 */
export function adoptServerGlobalStyles(
  system: StoreSystem,
  doc: Document = document,
  key = 'css',
): boolean {
  const attribute = `${key}-global ${NAME_PREFIX}`;
  const tag = doc.querySelector(`style[data-emotion^="${attribute}"]`);
  const name = tag?.getAttribute('data-emotion')?.slice(`${key}-global `.length);
  if (!tag || !name || name.includes(' ')) return false;
  withGlobal(system)._global = { name, styles: tag.textContent ?? '' } satisfies NamedStyles;
  return true;
}
