import { userPriceError, userPriceFloor } from './user-price';

describe('user-defined price (000 §5 "user-defined price needs an amount"; floor and unit decided in API.md "Prices")', () => {
  const box = { prices: { monthly: 10000 } };
  it('the floor is the product’s minPrice, else its listed price for the frequency', () => {
    expect(userPriceFloor(box, 'monthly')).toBe(10000);
    expect(userPriceFloor({ ...box, minPrice: 5000 }, 'monthly')).toBe(5000);
    expect(userPriceFloor(box, 'weekly')).toBe(0);
  });
  it('"Debes ingresar un monto" for no amount (empty means 0)', () => {
    expect(userPriceError(0, { floor: 10000, currency: 'clp' })).toBe('Debes ingresar un monto');
    expect(userPriceError(null, { floor: 10000, currency: 'clp' })).toBe('Debes ingresar un monto');
  });
  it('whole pesos for clp, at most 2 decimals for uf', () => {
    expect(userPriceError(10000.5, { floor: 1, currency: 'clp' })).toBe(
      'El monto debe ser en pesos, sin decimales',
    );
    expect(userPriceError(0.5, { floor: 0, currency: 'clp' })).toBe(
      'El monto debe ser en pesos, sin decimales',
    );
    expect(userPriceError(1.255, { floor: 1, currency: 'uf' })).toBe(
      'El monto admite hasta 2 decimales',
    );
    expect(userPriceError(1.25, { floor: 1, currency: 'uf' })).toBeNull();
  });
  it('never below the floor: "El monto mínimo es $10.000"', () => {
    expect(userPriceError(9999, { floor: 10000, currency: 'clp' })).toBe(
      'El monto mínimo es $10.000',
    );
    expect(userPriceError(10000, { floor: 10000, currency: 'clp' })).toBeNull();
    expect(userPriceError(15000, { floor: 10000, currency: 'clp' })).toBeNull();
  });
});
