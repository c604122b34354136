// Mounted by the landing: runs the ?action=subscribe cart validation and shows its dialog.
import { CartChangesDialog } from '@storefront/ui';
import { useSubscribeAction } from './use-subscribe-action';

const NO_CHANGES = { removed: [], reduced: [], added: [], removedBySubscription: [] };

export function SubscribeAction() {
  const { dialog, open, close, continueToPayment, backToCart } = useSubscribeAction();
  return (
    <CartChangesDialog
      open={open}
      texts={dialog?.texts ?? {}}
      changes={dialog?.changes ?? NO_CHANGES}
      cartEmpty={dialog?.cartEmpty ?? false}
      onContinue={continueToPayment}
      onBackToCart={backToCart}
      onClose={close}
    />
  );
}
