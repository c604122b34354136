// The words of the success overlay a panel shows after a purchase (002 §2: orders "single-purchase
// variant", subscriptions "recurring variant"; shown per purchase-success-flag.ts). The spec
// writes none: the title is its own success title (001 §8 "'¡Listo! La transacción ha sido
// exitosa'"), the bodies say what each panel holds. One place for both variants, so the
// subscriptions panel reuses them instead of copying them.
export type PurchaseSuccessVariant = 'single' | 'recurring';

export const PURCHASE_SUCCESS_TEXTS = {
  title: '¡Listo! La transacción ha sido exitosa',
  body: {
    single: 'Tu compra ha sido pagada. Aquí puedes revisar tus órdenes y su estado.',
    recurring: 'Tu suscripción ha sido creada. Aquí puedes revisarla y administrarla.',
  },
  action: 'Aceptar',
} as const satisfies {
  title: string;
  body: Record<PurchaseSuccessVariant, string>;
  action: string;
};
