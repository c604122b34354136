// The payment link's e-mail step (spec 002 §2 paymentLink: a guest has no e-mail of its own, so
// the page asks where the request and its receipt are addressed). The rule is 000 §5's x@y.z
// pattern (isEmailValid); the spec leaves this step's text unwritten, so it has one message for an
// empty or a malformed address, written here once (the screen's texts use it).
import * as v from 'valibot';
import { isEmailValid } from '../auth/validation/auth-validation';
import { textRule } from '../forms/field-rule';

export const PAYMENT_LINK_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido';

export const paymentLinkEmailFormSchema = v.object({
  email: textRule((value) => (isEmailValid(value) ? null : PAYMENT_LINK_EMAIL_MESSAGE)),
});
