// What a refused or failed action says to the shopper: the provider's own Spanish text where the
// spec gives one (the pause refusal, the 5-minute wait, a status that does not allow paying),
// else the screen's generic Spanish failure. English server messages are never shown.
import { isApiError } from '@storefront/sdk';

const SPANISH = /^(Lo sentimos|No se ha podido|La transacción no se ha realizado)/;

export function actionFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage && SPANISH.test(error.serverMessage)) {
    return error.serverMessage;
  }
  return fallback;
}
