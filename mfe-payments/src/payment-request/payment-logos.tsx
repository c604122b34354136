// The four logos of a method card (spec 002 §2 "4 logos each", §3 the marks that exist). They are
// views of one SVG sprite (logos/payment-logos.svg, written by scripts/generate-logo-sprite.mjs):
// the card brands are payment-icons' flat tiles; the Chilean marks (Webpay Oneclick, Redcompra,
// the banks) are in no open icon set, so logos/tiles draws them in the same shape. An image file,
// not script: a route pays one URL for it, and the browser fetches it once for every card.
import { paymentMethodLogos, PAYMENT_LOGO_NAMES } from '@storefront/domain';
import { Flex } from '@storefront/ui';
import sprite from './logos/payment-logos.svg';

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
            src={`${sprite}#${logo}`}
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
