// The second warning of a pause or cancel when a product has promotions (spec 001 §4: "A pause or
// cancel when any product has promotions shows a second warning that discounts expire early"), on
// the subscription list and on the edit screen's empty-subscription cancel. Confirming runs the
// action it stands in front of.
import { ConfirmDialog, Text } from '@storefront/ui';
import { FailureText } from './failure-text';

export const PROMOTIONS_WARNING_TEXTS = {
  title: 'Perderás tus descuentos',
  body: 'Esta suscripción tiene productos con promociones. Si continúas, sus descuentos terminarán antes de tiempo.',
  confirm: 'Continuar de todas formas',
  keep: 'Volver',
} as const;
const TEXTS = PROMOTIONS_WARNING_TEXTS;

export function PromotionsWarning({
  running,
  failure,
  onConfirm,
  onCancel,
}: {
  running: boolean;
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      open
      title={TEXTS.title}
      body={
        <>
          <Text>{TEXTS.body}</Text>
          <FailureText failure={failure} />
        </>
      }
      confirmLabel={TEXTS.confirm}
      cancelLabel={TEXTS.keep}
      destructive
      loading={running}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
