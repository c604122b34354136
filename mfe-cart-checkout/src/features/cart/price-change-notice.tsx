// The price-change notice as one lazily loaded piece (spec 000 §2 Cart page modals): its data
// (the shopper's subscriptions, through the SDK's purchases entry) and its dialog load only for a
// signed-in shopper, after the cart itself, so a visitor's cart page carries none of it.
import { PriceChangeDialog } from './price-change-dialog';
import { usePriceChangeNotice } from './use-price-change-notice';

export function PriceChangeNotice() {
  const priceChange = usePriceChangeNotice();
  return (
    <PriceChangeDialog
      open={priceChange.open}
      items={priceChange.items}
      onClose={(doNotShowAgain) => void priceChange.close(doNotShowAgain)}
    />
  );
}

export default PriceChangeNotice;
