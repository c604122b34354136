// The key registry is types only: what it allows and refuses is checked by the typecheck of this
// file (`npm test` runs tsc over tests): each @ts-expect-error fails the typecheck if the line
// it marks compiles.
import type { ServerDataKey, ServerDataPrefix } from './keys';

describe('server-data keys (keys.ts)', () => {
  it('takes every declared shape, and a prefix of one to refresh it', () => {
    const keys: ServerDataKey[] = [
      ['profile', 'u-1'],
      ['profile', 'u-1', 'st-1'],
      ['cards', 'u-1', 'st-1', 'with-delete-check'],
      ['cart', 'st-1', 'g-1', null],
      ['holidays', 2026],
      ['phone-countries'],
    ];
    const prefixes: ServerDataPrefix[] = [
      ['charges'],
      ['cards', 'u-1'],
      ['profile', 'u-1', 'st-1'],
    ];
    expect(keys).toHaveLength(6);
    expect(prefixes).toHaveLength(3);
  });

  it('refuses a name no read declares, a missing parameter, a wrong type and an empty prefix', () => {
    // @ts-expect-error 'profil' is no read's name
    const unknownName: ServerDataKey = ['profil', 'u-1'];
    // @ts-expect-error a key names the whole read: the store is missing
    const missing: ServerDataKey = ['cards', 'u-1'];
    // @ts-expect-error a holiday year is a number
    const wrongType: ServerDataKey = ['holidays', '2026'];
    // @ts-expect-error an empty prefix would refresh every read of the page
    const everything: ServerDataPrefix = [];
    expect([unknownName, missing, wrongType, everything]).toHaveLength(4);
  });
});
