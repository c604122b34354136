// Spec 002 §2 Services, §4 Service hiring, §5 (service checkout), §8, §9: the rules of the service
// page (services/{serviceId}) and its checkout (services/{serviceId}/checkout), pure so they are
// tested without a browser.
import { HIRED_CHARGE_PARAM } from './charge-list';

/** 002 §9 "Description truncation threshold 79px". */
export const SERVICE_DESCRIPTION_MAX_HEIGHT_PX = 79;
/** 002 §9 "Service checkout bottom buttons appear 500 ms after cards load." */
export const SERVICE_CHECKOUT_BUTTONS_DELAY_MS = 500;

export const SERVICE_TEXTS = {
  /** 002 §2: "a screen saying the service 'no existe o no se encuentra activo'". */
  notFound: 'El servicio que buscas no existe o no se encuentra activo.',
  singlePayment: 'Pago único',
  readFullDescription: 'Leer descripción completa',
  /** 002 §5 Service checkout. */
  userDataRequired: 'La información de usuario es obligatoria',
  cardRequired: 'Debes seleccionar una tarjeta',
  /** 002 §8 "Service hiring failure". */
  hiringFailed:
    'Lamentablemente, la contratación del servicio ha fracasado. Por favor, vuelve a intentarlo más tarde.',
} as const;

/** 002 §2 "The description has a 'Leer descripción completa' popup when its height exceeds 79px." */
export function descriptionNeedsPopup(heightPx: number): boolean {
  return heightPx > SERVICE_DESCRIPTION_MAX_HEIGHT_PX;
}

/**
 * 002 §2 "The page shows only if the service exists, is active and belongs to the current store;
 * otherwise a screen saying the service 'no existe o no se encuentra activo' appears."
 */
export function isServiceAvailable(
  service: { active: boolean; storeId: string } | null | undefined,
  storeId: string,
): boolean {
  return Boolean(service && service.active && service.storeId === storeId);
}

/**
 * 002 §2 "The Pagar button is disabled while loading, or while a terms URL exists and the terms
 * are not accepted."
 */
export function canPayService(input: {
  loading: boolean;
  termsUrl: string | null | undefined;
  termsAccepted: boolean;
}): boolean {
  if (input.loading) return false;
  return !hasTerms(input.termsUrl) || input.termsAccepted;
}

/** 002 §2 / §5 "The terms checkbox appears only if a terms URL exists." */
export function hasTerms(termsUrl: string | null | undefined): boolean {
  return Boolean(termsUrl?.trim());
}

/** 002 §9 "Service price per installment = price / installments (1)": no count means one. */
export function servicePricePerInstallment(
  price: number,
  installments: number | null | undefined,
): number {
  const count = installments && installments > 0 ? installments : 1;
  return price / count;
}

/**
 * 002 §2 shows 'Pago único' for a service (one instalment, the default). A service the merchant
 * split into N instalments is not a single payment, so it says so instead ("3 cuotas de $X").
 */
export function servicePaymentLabel(
  installments: number | null | undefined,
  perInstallment: string,
): string {
  const count = installments && installments > 1 ? installments : 1;
  return count === 1 ? SERVICE_TEXTS.singlePayment : `${count} cuotas de ${perInstallment}`;
}

/** The user's data of the service checkout (its form: serviceContactFormSchema). */
export interface ServiceContact {
  name: string;
  lastName: string;
  rut: string;
  /** National number, without the prefix. */
  phone: string;
}

/**
 * What the hire saves to the profile first (002 §7 "Patch of name, lastName, rut, phone or
 * phonePrefix"): the trimmed fields that differ from the saved ones; null when nothing changed.
 */
export function serviceProfilePatch(
  values: ServiceContact & { phonePrefix: string },
  saved: {
    name?: string | null;
    lastName?: string | null;
    rut?: string | null;
    phone?: string | null;
    phonePrefix?: string | null;
  },
): Partial<Record<'name' | 'lastName' | 'rut' | 'phone' | 'phonePrefix', string>> | null {
  const patch: Partial<Record<'name' | 'lastName' | 'rut' | 'phone' | 'phonePrefix', string>> = {};
  for (const field of ['name', 'lastName', 'rut', 'phone', 'phonePrefix'] as const) {
    const value = values[field].trim();
    if (value && value !== (saved[field] ?? '')) patch[field] = value;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * 002 §5 "Service checkout: user data valid, else 'La información de usuario es obligatoria'; a
 * card must be selected unless the user has none, else 'Debes seleccionar una tarjeta'." null =
 * the hire may go ahead.
 */
export function serviceCheckoutBlocker(input: {
  userDataValid: boolean;
  hasCards: boolean;
  selectedCardId: string | null;
}): string | null {
  if (!input.userDataValid) return SERVICE_TEXTS.userDataRequired;
  if (input.hasCards && !input.selectedCardId) return SERVICE_TEXTS.cardRequired;
  return null;
}

const CHARGES_PANEL = 'userpanel/charges';

/**
 * 002 §4 Service hiring: "If the returned transaction status is not completed, charged=false;
 * otherwise charged=true." "Otherwise go to the charges list … with hired=true." A hire without a
 * card charges nothing yet (no transaction: the first instalment is paid through its payment link),
 * so it claims neither.
 */
export function afterHireTarget(result: {
  transaction: { status: string } | null;
  charge?: { _id: string } | null;
}): string {
  const search = new URLSearchParams({ hired: 'true' });
  if (result.transaction) search.set('charged', String(result.transaction.status === 'completed'));
  // The charge it made, so "Mis Cobros" tells what she paid today and what comes next (issue 39).
  if (result.charge) search.set(HIRED_CHARGE_PARAM, result.charge._id);
  return `${CHARGES_PANEL}?${search.toString()}`;
}

/**
 * 002 §4 "(or to cards when newCard) with hired=true"; 001 §2 card inscription return: "when
 * subscribed or hired is true the user goes to charges (hired)". A shopper without cards hires,
 * then registers a card: the provider brings her back to the cards panel with newCard=true and
 * hired=true (`returnPath` plus `returnParams`; newCard is added by the registration), and closing
 * that panel's result dialog follows `afterRegistration` (the stored callback address).
 */
export function noCardHireReturn(result: Parameters<typeof afterHireTarget>[0]): {
  returnPath: string;
  returnParams: Record<string, string>;
  afterRegistration: string;
} {
  return {
    returnPath: 'userpanel/cards',
    returnParams: { hired: 'true' },
    afterRegistration: afterHireTarget(result),
  };
}
