import { screen } from '@testing-library/react';
import { cardPrice } from '@storefront/domain';
import { createFakeFetch, renderInShell } from '@storefront/state/testing';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { landingStore, product } from '../test-support/landing-fixtures';

// The CSS rules (media queries included) that apply to an element's generated classes, so the
// card and its skeleton can be compared on every breakpoint, not only on jsdom's default width.
function rulesOf(element: Element, property: string): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        const value = rule.style.getPropertyValue(property);
        if (value) found.push(`${media || 'all'}: ${value}`);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return found;
}

function renderBoth() {
  const item = product('td-p-0001', 'Manzanas Fuji', 1990);
  const { fetch } = createFakeFetch(() => ({ json: {} }));
  return renderInShell(
    <ul>
      <li>
        <ProductCard product={item} price={cardPrice(item, {})} />
      </li>
      <li>
        <ProductCardSkeleton />
      </li>
    </ul>,
    { store: landingStore(), fetch },
  );
}

describe('ProductCardSkeleton', () => {
  it('has the card outer height on every breakpoint (350px phone, 430px from md)', () => {
    renderBoth();
    const card = screen.getByRole('article');
    const skeleton = screen.getByTestId('product-card-skeleton');
    const cardHeights = rulesOf(card, 'height');
    expect(cardHeights).toEqual(expect.arrayContaining([expect.stringMatching(/: 350px$/)]));
    expect(cardHeights).toEqual(expect.arrayContaining([expect.stringMatching(/: 430px$/)]));
    expect(rulesOf(skeleton, 'height')).toEqual(cardHeights);
    expect(rulesOf(skeleton, 'border-width')).toEqual(rulesOf(card, 'border-width'));
  });

  it('is hidden from assistive technology and says nothing', () => {
    renderBoth();
    const skeleton = screen.getByTestId('product-card-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveTextContent('');
    // Only the real card is in the accessibility tree.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
