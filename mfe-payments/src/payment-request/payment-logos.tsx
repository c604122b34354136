// The four logos of a method card (spec 002 §2 "4 logos each", §3 the marks that exist). The card
// brands are payment-icons' flat tiles; the Chilean marks (Webpay Oneclick, Redcompra, the banks)
// are in no open icon set, so logos/ draws them as tiles of the same shape. They are image files,
// not script: a route pays a few hundred bytes of URLs for them, and the browser fetches them once.
import { paymentMethodLogos, PAYMENT_LOGO_NAMES, type PaymentLogoId } from '@storefront/domain';
import { Flex } from '@storefront/ui';
import visa from 'payment-icons/min/flat/visa.svg';
import mastercard from 'payment-icons/min/flat/mastercard.svg';
import americanExpress from 'payment-icons/min/flat/amex.svg';
import dinersClub from 'payment-icons/min/flat/diners.svg';
import webpayOneclick from './logos/webpay-oneclick.svg';
import redcompra from './logos/redcompra.svg';
import bancoEstado from './logos/banco-estado.svg';
import bancoDeChile from './logos/banco-de-chile.svg';
import santander from './logos/santander.svg';
import bci from './logos/bci.svg';

const LOGO_FILES: Readonly<Record<PaymentLogoId, string>> = {
  'webpay-oneclick': webpayOneclick,
  visa,
  mastercard,
  'american-express': americanExpress,
  'diners-club': dinersClub,
  redcompra,
  'banco-estado': bancoEstado,
  'banco-de-chile': bancoDeChile,
  santander,
  bci,
};

/** A logo's box, in CSS pixels: the tiles' 750 × 471 card shape. Its skeleton takes the same. */
export const LOGO_WIDTH = 38;
export const LOGO_HEIGHT = 24;
export const LOGO_GAP = '1.5';

export function PaymentLogos({ method, id }: { method: string; id?: string }) {
  const logos = paymentMethodLogos(method);
  if (logos.length === 0) return null;
  return (
    <Flex as="ul" id={id} listStyleType="none" gap={LOGO_GAP} mt="2" flexWrap="wrap">
      {logos.map((logo) => (
        <li key={logo}>
          {/* width and height reserve the box before the file arrives (no layout shift). */}
          <img
            src={LOGO_FILES[logo]}
            alt={PAYMENT_LOGO_NAMES[logo]}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            decoding="async"
            style={{ display: 'block' }}
          />
        </li>
      ))}
    </Flex>
  );
}
