import { storePayer } from './store-payer';

describe('storePayer (000 §4 "if inactive the data-confirmation dialog is forced")', () => {
  it('is the active payer, wherever it stands in the list', () => {
    expect(storePayer([{ _id: 'a', active: false }, { _id: 'b', active: true }])).toEqual({
      _id: 'b',
      active: true,
    });
  });

  it('is the first when none is active, and null for no payer', () => {
    expect(storePayer([{ _id: 'a', active: false }, { _id: 'b' }])).toEqual({
      _id: 'a',
      active: false,
    });
    expect(storePayer([])).toBeNull();
  });
});
