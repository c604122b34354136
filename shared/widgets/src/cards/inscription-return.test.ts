import {
  inscriptionReturnUrl,
  isInAppPath,
  panelPathAfterInscription,
  shouldConfirmInscription,
  withoutNewCard,
} from './inscription-return';
import { cardTypeLabel } from './card-labels';

test('the return URL is the current page with newCard=true', () => {
  expect(inscriptionReturnUrl('http://localhost:8080/tienda-demo/userpanel/cards')).toBe(
    'http://localhost:8080/tienda-demo/userpanel/cards?newCard=true',
  );
  expect(inscriptionReturnUrl('http://s.localhost/userpanel/cards?a=1&newCard=false#x')).toBe(
    'http://s.localhost/userpanel/cards?a=1&newCard=true',
  );
});

test('confirm only with newCard=true, subscribed not true and a stored token', () => {
  const q = (s: string) => new URLSearchParams(s);
  expect(shouldConfirmInscription(q('newCard=true'), 'tok')).toBe(true);
  expect(shouldConfirmInscription(q('newCard=true&subscribed=false'), 'tok')).toBe(true);
  expect(shouldConfirmInscription(q('newCard=true&subscribed=true'), 'tok')).toBe(false);
  expect(shouldConfirmInscription(q('newCard=true'), null)).toBe(false);
  expect(shouldConfirmInscription(q('newCard=false'), 'tok')).toBe(false);
  expect(shouldConfirmInscription(q(''), 'tok')).toBe(false);
});

test('checkout and subscription flows confirm when newCard or subscribed is true (001 §4)', () => {
  const q = (s: string) => new URLSearchParams(s);
  expect(shouldConfirmInscription(q('newCard=true&firstCard=true'), 'tok', 'flow')).toBe(true);
  expect(shouldConfirmInscription(q('subscribed=true'), 'tok', 'flow')).toBe(true);
  expect(shouldConfirmInscription(q('newCard=true&subscribed=true'), 'tok', 'flow')).toBe(true);
  expect(shouldConfirmInscription(q('firstCard=true'), 'tok', 'flow')).toBe(false);
  expect(shouldConfirmInscription(q('newCard=true'), null, 'flow')).toBe(false);
});

test('the checkout return carries firstCard=true as well', () => {
  expect(
    inscriptionReturnUrl('http://localhost:8080/tienda-demo/checkout', { firstCard: 'true' }),
  ).toBe('http://localhost:8080/tienda-demo/checkout?newCard=true&firstCard=true');
});

test('newCard is dropped and the rest of the query kept', () => {
  expect(withoutNewCard(new URLSearchParams('newCard=true&hired=true')).toString()).toBe(
    'hired=true',
  );
});

test('001 §2 "when subscribed or hired is true the user goes to charges (hired) or subscriptions"', () => {
  expect(panelPathAfterInscription(new URLSearchParams('hired=true'))).toBe(
    'userpanel/charges?hired=true',
  );
  expect(panelPathAfterInscription(new URLSearchParams('subscribed=true'))).toBe(
    'userpanel/subscriptions?subscribed=true',
  );
  expect(panelPathAfterInscription(new URLSearchParams('hired=false'))).toBeNull();
});

test('only same-site paths are followed inside the app', () => {
  expect(isInAppPath('/tienda-demo/userpanel/subscriptions')).toBe(true);
  expect(isInAppPath('//evil.test/x')).toBe(false);
  expect(isInAppPath('https://comercio.test/')).toBe(false);
});

test('card types in Spanish', () => {
  expect(['Credit', 'Debit', 'Prepaid', 'Other', ''].map(cardTypeLabel)).toEqual([
    'Crédito',
    'Débito',
    'Prepago',
    'Other',
    '',
  ]);
});
