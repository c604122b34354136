import {
  carriesInstalments,
  instalmentCardOf,
  issuerFeesOfMethods,
  oneInstalmentCardNote,
  secondInstalmentCard,
  type InstalmentHolder,
} from './instalment-card';

const sub = (
  _id: string,
  cardId: string | null,
  issuerFees: number,
  extra: Partial<InstalmentHolder> = {},
): InstalmentHolder => ({
  _id,
  status: 'active',
  cardId,
  paymentMethods: [{ options: { issuerFees } }],
  ...extra,
});

describe('spec 001 §5 "Only one credit card may be registered for instalments."', () => {
  it('a second credit card asking instalments is refused while another one carries them', () => {
    const holders = [sub('s1', 'visa', 6), sub('s2', 'master', 0)];
    expect(secondInstalmentCard({ cardId: 'master', issuerFees: 3 }, holders)).toBe('visa');
    expect(secondInstalmentCard({ cardId: 'visa', issuerFees: 12 }, holders)).toBeNull();
  });

  it('"Sin cuotas" (0 or 1) is never refused, on any card', () => {
    const holders = [sub('s1', 'visa', 6)];
    expect(secondInstalmentCard({ cardId: 'master', issuerFees: 0 }, holders)).toBeNull();
    expect(secondInstalmentCard({ cardId: 'master', issuerFees: 1 }, holders)).toBeNull();
  });

  it('the subscription being edited does not count against itself: the only one may move its instalments', () => {
    const holders = [sub('s1', 'visa', 6)];
    expect(
      secondInstalmentCard({ cardId: 'master', issuerFees: 6, exceptId: 's1' }, holders),
    ).toBeNull();
    const two = [sub('s1', 'visa', 6), sub('s2', 'visa', 3)];
    expect(secondInstalmentCard({ cardId: 'master', issuerFees: 6, exceptId: 's1' }, two)).toBe(
      'visa',
    );
  });

  it('only running subscriptions count (001 §4 "Editable"); ended ones release the card', () => {
    for (const status of ['canceled', 'completed', 'no renewal'])
      expect(carriesInstalments(sub('s1', 'visa', 6, { status }))).toBe(false);
    for (const status of [
      'pending',
      'active',
      'paused',
      'failed',
      'failed attempt 2',
      'awaiting response',
    ])
      expect(carriesInstalments(sub('s1', 'visa', 6, { status }))).toBe(true);
  });

  it('a charge’s instalments and a subscription without card carry no issuer fees', () => {
    expect(carriesInstalments(sub('ch-1-i1', 'visa', 6, { chargeId: 'ch-1' }))).toBe(false);
    expect(carriesInstalments(sub('s1', null, 6))).toBe(false);
    expect(instalmentCardOf([sub('s1', null, 6), sub('s2', 'master', 3)])).toBe('master');
    expect(instalmentCardOf([sub('s2', 'master', 3)], 's2')).toBeNull();
  });

  it('reads the largest issuer fees of the payment methods', () => {
    expect(issuerFeesOfMethods(null)).toBe(0);
    expect(issuerFeesOfMethods([{ options: null }, { options: { issuerFees: 9 } }])).toBe(9);
  });

  it('says it in Spanish where the selector would be', () => {
    expect(oneInstalmentCardNote('4242')).toBe(
      'Solo una tarjeta de crédito puede tener cuotas, y ya las tienes con tu tarjeta terminada en 4242. Elige esa tarjeta para pagar en cuotas.',
    );
    expect(oneInstalmentCardNote(null)).toContain('ya las tienes con otra tarjeta de crédito');
  });
});
