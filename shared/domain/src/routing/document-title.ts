// Spec 000 §2: "The document title after every navigation is "{route title} - {store name}"".
export function documentTitle(routeTitle: string | null | undefined, storeName: string | null | undefined): string {
  const title = routeTitle?.trim();
  const store = storeName?.trim();
  if (title && store) return `${title} - ${store}`;
  return title || store || '';
}
