// Modificar (001 §5 "Product dialog"): the shared product selection form in edit mode, so the
// quantity may go up to the full stock (stock + what the item already holds) and labels are not
// required (000 §5). The subscription keeps its one billing type, so only that frequency is
// offered. The choice changes the draft; Confirmar sends it.
import { billingTypeFromDays } from '@storefront/domain';
import type { Product } from '@storefront/sdk';
import type { SubscriptionProduct } from '@storefront/sdk/purchases';
import { Modal } from '@storefront/ui';
import { ProductSelectionForm } from '@storefront/widgets/product-form';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export interface ProductEditDialogProps {
  item: SubscriptionProduct | null;
  product: Product | null;
  /** The subscription's billing type (its document's billingType, or from its frequency in days). */
  billingType: string;
  /** The quantity in the draft (what the form starts from). */
  quantity: number;
  /** Units the subscription already holds (its full stock adds them); 0 for a product added now. */
  held: number;
  onApply(quantity: number): void;
  onClose(): void;
}

/** The product as the edit may choose it: its subscription's frequency, and the full stock. */
export function productForEdit(
  product: Product,
  item: SubscriptionProduct,
  billingType: string,
  held = item.quantity,
): Product {
  const price = product.prices?.[billingType as keyof typeof product.prices] ?? item.price;
  return {
    ...product,
    prices: { [billingType]: price } as Product['prices'],
    fullStock: product.stock === null || product.stock === undefined ? null : product.stock + held,
  };
}

export function subscriptionBillingType(doc: {
  billingType?: unknown;
  billingFrequency: number;
}): string {
  return typeof doc.billingType === 'string' && doc.billingType
    ? doc.billingType
    : billingTypeFromDays(doc.billingFrequency);
}

export function ProductEditDialog({
  item,
  product,
  billingType,
  quantity,
  held,
  onApply,
  onClose,
}: ProductEditDialogProps) {
  const open = Boolean(item && product);
  return (
    <Modal open={open} onClose={onClose} title={TEXTS.productDialogTitle} size="md">
      {item && product ? (
        <ProductSelectionForm
          product={productForEdit(product, item, billingType, held)}
          submitLabel={TEXTS.productDialogSubmit}
          edit={{ initial: { billingType, quantity }, keepSchedule: true }}
          onSubmit={async (choice) => {
            onApply(choice.quantity ?? quantity);
            onClose();
            return null;
          }}
        />
      ) : null}
    </Modal>
  );
}
