import { storeViewTitle } from './view-title';

describe('a screen’s title from store content (002 §2 "Title and description come from store content")', () => {
  it('is the view’s title, trimmed', () => {
    expect(storeViewTitle({ cards: { title: '  Tus medios de pago ' } }, 'cards')).toBe(
      'Tus medios de pago',
    );
    expect(storeViewTitle({ cart: { title: 'Tu pedido' } }, 'cart')).toBe('Tu pedido');
  });

  it('is null when the store sets none, an empty one or something else (the screen’s default)', () => {
    expect(storeViewTitle({ cards: { title: '   ' } }, 'cards')).toBeNull();
    expect(storeViewTitle({ cards: { description: 'x' } }, 'cards')).toBeNull();
    expect(storeViewTitle({ cards: { title: 3 } }, 'cards')).toBeNull();
    expect(storeViewTitle({ cards: null }, 'cards')).toBeNull();
    expect(storeViewTitle({}, 'cards')).toBeNull();
    expect(storeViewTitle(undefined, 'cards')).toBeNull();
  });
});
