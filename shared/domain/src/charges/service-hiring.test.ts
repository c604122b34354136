import {
  afterHireTarget,
  canPayService,
  descriptionNeedsPopup,
  hasTerms,
  isServiceAvailable,
  noCardHireReturn,
  serviceCheckoutBlocker,
  serviceProfilePatch,
  servicePaymentLabel,
  servicePricePerInstallment,
  SERVICE_CHECKOUT_BUTTONS_DELAY_MS,
  SERVICE_TEXTS,
} from './service-hiring';

describe('services/{serviceId} (002 §2 Services)', () => {
  it('"The description has a \'Leer descripción completa\' popup when its height exceeds 79px"', () => {
    expect(descriptionNeedsPopup(79)).toBe(false);
    expect(descriptionNeedsPopup(80)).toBe(true);
    expect(SERVICE_TEXTS.readFullDescription).toBe('Leer descripción completa');
  });

  it('"shows only if the service exists, is active and belongs to the current store"', () => {
    expect(isServiceAvailable({ active: true, storeId: 'st-a' }, 'st-a')).toBe(true);
    expect(isServiceAvailable({ active: false, storeId: 'st-a' }, 'st-a')).toBe(false);
    expect(isServiceAvailable({ active: true, storeId: 'st-b' }, 'st-a')).toBe(false);
    expect(isServiceAvailable(null, 'st-a')).toBe(false);
    expect(SERVICE_TEXTS.notFound).toContain('no existe o no se encuentra activo');
  });

  it('"The Pagar button is disabled while loading, or while a terms URL exists and the terms are not accepted"', () => {
    expect(canPayService({ loading: true, termsUrl: null, termsAccepted: true })).toBe(false);
    expect(canPayService({ loading: false, termsUrl: 'https://t', termsAccepted: false })).toBe(
      false,
    );
    expect(canPayService({ loading: false, termsUrl: 'https://t', termsAccepted: true })).toBe(
      true,
    );
    expect(canPayService({ loading: false, termsUrl: null, termsAccepted: false })).toBe(true);
  });

  it('"The terms checkbox appears only if a terms URL exists"', () => {
    expect(hasTerms('https://t')).toBe(true);
    expect(hasTerms('')).toBe(false);
    expect(hasTerms(undefined)).toBe(false);
  });

  it("'Pago único' for a one-instalment service; a split one names its instalments", () => {
    expect(servicePaymentLabel(1, '$29.990')).toBe('Pago único');
    expect(servicePaymentLabel(undefined, '$29.990')).toBe('Pago único');
    expect(servicePaymentLabel(3, '$10.000')).toBe('3 cuotas de $10.000');
  });
});

describe('services/{serviceId}/checkout (002 §5, §9)', () => {
  it('"Service price per installment = price / installments (1)"', () => {
    expect(servicePricePerInstallment(30000, 3)).toBe(10000);
    expect(servicePricePerInstallment(29990, 1)).toBe(29990);
    expect(servicePricePerInstallment(29990, undefined)).toBe(29990);
    expect(servicePricePerInstallment(29990, 0)).toBe(29990);
  });

  it('"bottom buttons appear 500 ms after cards load"', () =>
    expect(SERVICE_CHECKOUT_BUTTONS_DELAY_MS).toBe(500));

  it("\"user data valid, else 'La información de usuario es obligatoria'; a card must be selected unless the user has none, else 'Debes seleccionar una tarjeta'\"", () => {
    expect(
      serviceCheckoutBlocker({ userDataValid: false, hasCards: true, selectedCardId: 'c' }),
    ).toBe('La información de usuario es obligatoria');
    expect(
      serviceCheckoutBlocker({ userDataValid: true, hasCards: true, selectedCardId: null }),
    ).toBe('Debes seleccionar una tarjeta');
    expect(
      serviceCheckoutBlocker({ userDataValid: true, hasCards: false, selectedCardId: null }),
    ).toBeNull();
    expect(
      serviceCheckoutBlocker({ userDataValid: true, hasCards: true, selectedCardId: 'c' }),
    ).toBeNull();
  });
});

describe('service hiring (002 §4, §8)', () => {
  it('saves only the changed, non-empty user data first (002 §7 "Patch of name, lastName, rut, phone or phonePrefix")', () => {
    const saved = { name: 'Ana', lastName: '', rut: '11111111-1', phone: null, phonePrefix: '+56' };
    expect(
      serviceProfilePatch(
        {
          name: 'Ana ',
          lastName: 'Pérez',
          rut: '11111111-1',
          phone: '912345678',
          phonePrefix: '+56',
        },
        saved,
      ),
    ).toEqual({
      lastName: 'Pérez',
      phone: '912345678',
    });
    expect(
      serviceProfilePatch(
        { name: 'Ana', lastName: '', rut: '11111111-1', phone: '', phonePrefix: '+56' },
        saved,
      ),
    ).toBeNull();
  });

  it('"If the returned transaction status is not completed, charged=false; otherwise charged=true" … "go to the charges list … with hired=true"', () => {
    expect(afterHireTarget({ transaction: { status: 'completed' } })).toBe(
      'userpanel/charges?hired=true&charged=true',
    );
    expect(afterHireTarget({ transaction: { status: 'failed' } })).toBe(
      'userpanel/charges?hired=true&charged=false',
    );
  });

  it('names the charge it made, for "Mis Cobros" to tell what she paid (issue 39)', () =>
    expect(afterHireTarget({ transaction: { status: 'completed' }, charge: { _id: 'ch-1' } })).toBe(
      'userpanel/charges?hired=true&charged=true&hiredCharge=ch-1',
    ));

  it('a hire without a card charged nothing: hired=true alone', () =>
    expect(afterHireTarget({ transaction: null })).toBe('userpanel/charges?hired=true'));

  it('"(or to cards when newCard) with hired=true": the registration comes back to the cards panel, then to charges (hired)', () =>
    expect(noCardHireReturn({ transaction: null })).toEqual({
      returnPath: 'userpanel/cards',
      returnParams: { hired: 'true' },
      afterRegistration: 'userpanel/charges?hired=true',
    }));

  it('the failure popup text (002 §8)', () =>
    expect(SERVICE_TEXTS.hiringFailed).toBe(
      'Lamentablemente, la contratación del servicio ha fracasado. Por favor, vuelve a intentarlo más tarde.',
    ));
});
