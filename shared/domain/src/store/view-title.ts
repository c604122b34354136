// A screen's title as the store wrote it in its content (content.views.<view>.title): spec 002 §2
// "Title and description come from store content" (the cards screen), and the cart's own title
// (000 §2 content.views: cart). One rule for the page and for the shell, which draws the same
// title in the server's HTML before the page's code arrives (issue 41).

/** The store's title for a view, trimmed; null when the store sets none (the screen's default). */
export function storeViewTitle(views: unknown, view: string): string | null {
  if (!views || typeof views !== 'object') return null;
  const entry = (views as Record<string, unknown>)[view];
  if (!entry || typeof entry !== 'object') return null;
  const title = (entry as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() ? title.trim() : null;
}
