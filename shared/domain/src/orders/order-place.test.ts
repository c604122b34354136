import { ORDER_NOT_DEFINED, orderPlace } from './order-place';

describe('orderPlace (002 §2 order detail "address, …, commune (or \'No definido\')")', () => {
  it('street and number, the note, the commune', () => {
    expect(
      orderPlace({
        address: {
          street: 'Avenida Providencia',
          number: '1234',
          comment: 'Dejar en conserjería',
          commune: 'Providencia',
        },
      }),
    ).toEqual({
      address: 'Avenida Providencia 1234',
      comment: 'Dejar en conserjería',
      commune: 'Providencia',
    });
    expect(orderPlace({ address: { street: 'Los Leones', number: 45 } }).address).toBe(
      'Los Leones 45',
    );
  });
  it("no commune (missing, null or blank) → 'No definido'", () => {
    expect(ORDER_NOT_DEFINED).toBe('No definido');
    expect(orderPlace({ address: { street: 'Los Leones', number: '45' } }).commune).toBe(
      'No definido',
    );
    expect(orderPlace({ address: { commune: null } }).commune).toBe('No definido');
    expect(orderPlace({ address: { commune: '  ' } }).commune).toBe('No definido');
  });
  it("no address at all → 'No definido' for the address and the commune, no note", () => {
    expect(orderPlace(null)).toEqual({
      address: 'No definido',
      comment: null,
      commune: 'No definido',
    });
    expect(orderPlace({ address: null })).toEqual({
      address: 'No definido',
      comment: null,
      commune: 'No definido',
    });
  });
});
