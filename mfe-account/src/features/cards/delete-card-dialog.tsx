// Confirmation before deleting a card (spec 002 §2: subscriptions using it are paused).
import { ConfirmDialog, Text, useLastDefined } from '@storefront/ui';
import type { Card } from '@storefront/sdk';
import { CARDS_TEXTS } from './card-texts';


export interface DeleteCardDialogProps {
  card: Card | null;
  deleting: boolean;
  onConfirm(card: Card): void;
  onCancel(): void;
}

export function DeleteCardDialog({ card, deleting, onConfirm, onCancel }: DeleteCardDialogProps) {
  const shown = useLastDefined(card);
  return (
    <ConfirmDialog
      open={card !== null}
      title={CARDS_TEXTS.deleteTitle}
      body={shown ? <Text>{CARDS_TEXTS.deleteWarning(shown.digits)}</Text> : null}
      confirmLabel={CARDS_TEXTS.deleteConfirm}
      destructive
      loading={deleting}
      onConfirm={() => {
        if (card) onConfirm(card);
      }}
      onCancel={onCancel}
    />
  );
}
