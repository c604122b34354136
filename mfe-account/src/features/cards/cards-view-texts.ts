// Title and description of the cards screen come from store content (spec 002 §2), read from
// content.views.cards { title, description } when the store sets them; Spanish fallbacks otherwise.
// The title's rule is domain's, which the shell also draws while this page's code loads.
import { storeViewTitle } from '@storefront/domain';
import type { Store } from '@storefront/sdk';
import { CARDS_TEXTS } from './card-texts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function cardsViewTexts(store: Pick<Store, 'content'>): {
  title: string;
  description: string;
} {
  const view = (store.content.views as Record<string, unknown>)['cards'] as
    { description?: unknown } | null | undefined;
  return {
    title: storeViewTitle(store.content.views, 'cards') ?? CARDS_TEXTS.defaultTitle,
    description: text(view?.description) ?? CARDS_TEXTS.defaultDescription,
  };
}
