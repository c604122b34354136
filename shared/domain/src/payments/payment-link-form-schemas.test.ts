import * as v from 'valibot';
import {
  PAYMENT_LINK_EMAIL_MESSAGE,
  paymentLinkEmailFormSchema,
} from './payment-link-form-schemas';

const messages = (email: string) => {
  const result = v.safeParse(paymentLinkEmailFormSchema, { email });
  return result.success ? null : v.flatten<typeof paymentLinkEmailFormSchema>(result.issues).nested;
};

describe("the payment link's e-mail step (002 §2 paymentLink; the x@y.z pattern of 000 §5)", () => {
  it('one message for an empty or a malformed address: "Ingresa un correo electrónico válido"', () => {
    expect(PAYMENT_LINK_EMAIL_MESSAGE).toBe('Ingresa un correo electrónico válido');
    for (const bad of ['', '  ', 'ana', 'ana@demo', 'an a@demo.cl'])
      expect(messages(bad)).toEqual({ email: ['Ingresa un correo electrónico válido'] });
  });

  it('an x@y.z address passes, spaces around it aside', () => {
    expect(messages('invitada@demo.cl')).toBeNull();
    expect(messages(' invitada@demo.cl ')).toBeNull();
  });
});
