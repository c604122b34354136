// The provider's English error messages of POST carts/addProduct (deploy/sandbox/API.md) in the
// spec's Spanish (000 §5); anything else is the generic error.
import { PRODUCT_MESSAGES } from '@storefront/domain';
import { isApiError } from '@storefront/sdk';

export const ADD_TO_CART_GENERIC_ERROR = 'No pudimos agregar el producto. Intenta nuevamente.';
export const PRODUCT_GONE_TEXT = 'Este producto ya no está disponible.';

const BY_SERVER_MESSAGE: Record<string, string> = {
  'Insufficient stock': PRODUCT_MESSAGES.quantity,
  'Product is not quantifiable': PRODUCT_MESSAGES.quantity,
  'Billing type not available for this product': PRODUCT_MESSAGES.frequency,
  'Price is required': PRODUCT_MESSAGES.amount,
  'Expiration cycles are required': 'Debes seleccionar el número de periodos',
  'Product not found': PRODUCT_GONE_TEXT,
};

export function addToCartErrorText(error: unknown): string {
  if (isApiError(error)) return BY_SERVER_MESSAGE[error.serverMessage] ?? ADD_TO_CART_GENERIC_ERROR;
  return ADD_TO_CART_GENERIC_ERROR;
}
