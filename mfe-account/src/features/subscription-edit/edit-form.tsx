// The subscription edit (spec 001 §2 "Subscription edit"): summary, products accordion, card panel
// with instalments, address accordion (deliverable stores), Confirmar with 001 §5's save rules and
// the update confirmation, "Volver sin guardar", the mobile button to the cards, the
// empty-subscription warning (001 §4) and the pharmacy store's rules (001 §1). Rules are the
// domain's; the provider recomputes every price on save.
// The state and handlers stay here as locals: minification keeps property names, so each value
// passed through a hook's result or a component's props costs the route bytes.
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as domain from '@storefront/domain';
import type { Address, Product, User } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import type { PriceConsent, Subscription } from '@storefront/sdk/subscriptions';
import {
  useApi,
  useServerData,
  useServerDataCache,
  useStorePath,
  useTenant,
} from '@storefront/state';
import { Button, ConfirmDialog, Grid, Stack, Text } from '@storefront/ui';
import {
  CardInstalments,
  CardPaymentSection,
  useCardInstalments,
  useCardPayment,
} from '@storefront/widgets/card-payment';
import { AddProductDialog } from './add-product-dialog';
import { AddressPanel, CURRENT_ADDRESS } from './address-panel';
import { CardSection } from './card-section';
import { addedItem, consentsByProduct, draftOf, draftPrice } from './edit-draft';
import type { AddedProduct, Draft } from './edit-draft';
import { EDIT_TEXTS as TEXTS, saveFailureText } from './edit-texts';
import { EmptySubscriptionWarning, type EmptyWarning } from './empty-subscription-warning';
import { PharmacyInfo } from './pharmacy-info';
import { ProductEditDialog, subscriptionBillingType } from './product-edit-dialog';
import { ProductItem } from './product-item';
import { ProductsSection } from './products-section';
import { SummarySection } from './summary-section';
import { editSubscriptionKey } from './use-edit-data';

export interface EditFormProps {
  subscription: Subscription;
  products: Record<string, Product | null>;
  consents: PriceConsent[];
  user: User | null;
  writeUser(user: User): void;
  now?: Date;
}

export function EditForm({
  subscription,
  products,
  consents,
  user,
  writeUser,
  now = new Date(),
}: EditFormProps) {
  const api = useApi();
  const cache = useServerDataCache();
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const cardsId = useId();
  const listPath = storePath('userpanel/subscriptions');
  const deliverable = store.serviceType !== 'service';
  const pharmacy = domain.isPharmacyStore(store.name);
  const communes = policy.deliveryCoveragePolicy?.deliverableCommunes ?? [];
  const currency = subscription.currency ?? 'clp';
  const billingType = subscriptionBillingType(subscription);

  const [draft, setDraft] = useState<Draft>(() => draftOf(subscription));
  // The subscription's card stays chosen until the shopper picks another (001 §2 card panel).
  const payment = useCardPayment(subscription.userId ?? user?.userId, subscription.cardId ?? null);
  const { card } = payment;
  const initialFees = Number(subscription.paymentMethods?.[0]?.options?.issuerFees ?? 0);
  const [addressKey, setAddressKey] = useState(CURRENT_ADDRESS);
  const [added, setAdded] = useState<Address[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [emptyWarning, setEmptyWarning] = useState<EmptyWarning | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [addedItems, setAddedItems] = useState<AddedProduct[]>([]);
  const [adding, setAdding] = useState(false);
  const items = [...subscription.products, ...addedItems.map((added) => added.item)];
  const addedIds = addedItems.map((added) => added.item.productId);
  const productOf: Record<string, Product | null> = {
    ...products,
    ...Object.fromEntries(addedItems.map((added) => [added.item.productId, added.product])),
  };

  // Products and their price as the provider will compute it (the shipping quote's amount).
  const kept = items.filter((item) => (draft[item.productId]?.quantity ?? 0) > 0);
  const productsPrice = draftPrice(subscription, items, draft, addedIds, productOf, currency);
  const amount = productsPrice + (subscription.bundlesPrice ?? 0);

  // Address and shipping (001 §7 shippings/getPrice), for a covered address of a deliverable store.
  const current = (subscription.contact?.address ?? null) as Address | null;
  const addresses = [...(user?.addresses ?? []), ...added];
  const chosen =
    addressKey === CURRENT_ADDRESS
      ? current
      : (addresses.find((a) => (a._id ?? '') === addressKey) ?? null);
  const chosenError = deliverable ? domain.addressError(chosen, communes) : null;
  const commune = chosen?.commune ?? null;
  const covered = commune && !chosenError && domain.isCommuneCovered(commune, communes);
  const shippingKey =
    deliverable && covered && kept.length
      ? (['shipping', store._id, commune, currency, amount] as const)
      : null;
  const shipping = useServerData(shippingKey, (client) =>
    purchasesApi(client).shippings.getPrice({
      storeId: store._id,
      commune: commune!,
      currency: currency === 'uf' ? 'uf' : 'clp',
      amount,
    }),
  );
  const quote = shippingKey && shipping.state.status === 'ready' ? shipping.state.data : null;
  const quotedDelivery = deliverable ? (quote?.price ?? subscription.deliveryPrice ?? 0) : 0;
  const shippingChargeType = policy.subscriptionPolicy?.shippingChargeType;
  // The next cycle as the provider prices it: the products, plus the delivery it still owes.
  const deliveryPrice = domain.cycleDelivery({
    quotedDelivery,
    chargeType: subscription.shippingChargeType ?? shippingChargeType ?? 'always',
    deliveryPaid: subscription.deliveryPaid === true,
  });
  const total = domain.priceOrder([amount], deliveryPrice, currency).total;
  /** 001 §9 "Shipping label default 'Despacho'" (the summary's line and the address panel's). */
  const deliveryLabel = domain.shippingLabel({
    deliveryLabel: store.content.views.cart?.deliveryLabel,
    shippingChargeType,
  });

  // Card and instalments (001 §5 "Cards and instalments"; "Only one credit card may be registered
  // for instalments": the other card carrying them is named instead of the selector).
  const instalments = useCardInstalments(payment, [billingType], {
    initial: initialFees > 1 ? initialFees : 0,
    exceptSubscriptionId: subscription._id,
  });
  const chosenInstalments = instalments.value;

  const saveError =
    chosenError ??
    domain.editSaveError({
      selectedCardId: card?._id ?? null,
      productCount: kept.length,
      deliverable,
      shippingLoaded: quote !== null,
    });

  const setQuantity = (productId: string, quantity: number) =>
    setDraft((d) => ({ ...d, [productId]: { ...d[productId]!, quantity } }));

  const remove = (productId: string) => {
    // 001 §4: removing the last product opens the warning instead.
    const decision = domain.removalDecision(
      kept.length,
      policy.subscriptionPolicy?.allowShopperTo?.cancel,
    );
    if (decision !== 'remove') return setEmptyWarning(decision);
    if (addedIds.includes(productId)) {
      setAddedItems((list) => list.filter((added) => added.item.productId !== productId));
      setDraft((d) => Object.fromEntries(Object.entries(d).filter(([id]) => id !== productId)));
    } else setQuantity(productId, 0);
  };

  const addProduct = (product: Product, quantity: number) => {
    const item = addedItem(product, quantity, billingType);
    setAddedItems((list) => [...list, { item, product }]);
    setDraft((d) => ({ ...d, [product._id]: { productId: product._id, quantity } }));
  };

  const onConfirm = () => {
    setShowErrors(true);
    setFailure(null);
    if (saveError) return;
    setConfirming(true);
  };

  const save = async () => {
    setSaving(true);
    try {
      const body = domain.subscriptionEditPayload({
        items: subscription.products,
        edits: draft,
        added: addedIds,
        card,
        instalments: chosenInstalments,
        deliverable,
        shipping: quote,
        address: addressKey !== CURRENT_ADDRESS ? chosen : null,
      });
      const saved = await subscriptionsApi(api).patch(subscription._id, body);
      cache.write(editSubscriptionKey(subscription._id), saved);
      // The lists read their subscriptions again.
      cache.invalidate(['subscriptions']);
      setConfirming(false);
      navigate(`${listPath}?updated=true`);
    } catch (error) {
      setConfirming(false);
      const text = saveFailureText(error);
      setFailure(text);
      // 001 §8: "returning to the card picker".
      if (text === TEXTS.cardChangeError) {
        payment.onChange(null);
        document.getElementById(cardsId)?.focus();
      }
    } finally {
      setSaving(false);
    }
  };

  const cancelSubscription = async () => {
    setCanceling(true);
    try {
      await subscriptionsApi(api).cancel(subscription._id);
      cache.invalidate(['subscription']);
      navigate(listPath);
    } catch {
      setEmptyWarning(null);
      setFailure(TEXTS.cancelError);
    } finally {
      setCanceling(false);
    }
  };

  const editingItem = items.find((item) => item.productId === editing) ?? null;
  const consentsOf = useMemo(() => consentsByProduct(consents), [consents]);

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      gap={{ base: '8', lg: '12' }}
      alignItems="start"
    >
      <Stack gap="6">
        {pharmacy ? <PharmacyInfo supportEmail={store.supportEmail} /> : null}
        <ProductsSection onAdd={() => setAdding(true)}>
          {items.map((item) => (
            <ProductItem
              key={item.productId}
              item={item}
              draft={draft[item.productId]!}
              currency={currency}
              product={productOf[item.productId] ?? null}
              note={addedIds.includes(item.productId) ? TEXTS.added : null}
              canModify={!pharmacy}
              consents={consentsOf[item.productId] ?? []}
              now={now}
              onModify={() => setEditing(item.productId)}
              onRemove={() => remove(item.productId)}
              onUndoRemove={() => setQuantity(item.productId, item.quantity)}
              onOptIn={(optIn) =>
                setDraft((d) => ({ ...d, [item.productId]: { ...d[item.productId]!, optIn } }))
              }
            />
          ))}
        </ProductsSection>

        <CardSection id={cardsId}>
          <CardPaymentSection
            payment={payment}
            legend={TEXTS.cardLegend}
            required={!domain.canDeselectCard(policy)}
          >
            <CardInstalments {...instalments} />
          </CardPaymentSection>
        </CardSection>

        {deliverable ? (
          <AddressPanel
            current={current}
            user={user}
            selected={addressKey}
            onSelect={setAddressKey}
            onAdded={(address, saved) => {
              writeUser(saved);
              setAdded((list) => [...list, address]);
              setAddressKey(address._id ?? '');
            }}
            error={chosenError}
            deliverableCommunes={communes}
            shipping={quote ? { price: quote.price, currency } : null}
            shippingLoading={shippingKey !== null && shipping.state.status === 'loading'}
            shippingLabel={deliveryLabel}
          />
        ) : null}
      </Stack>

      <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
        <SummarySection
          rows={[
            [TEXTS.frequency, domain.billingLabel(billingType)],
            [TEXTS.nextPayday, domain.formatDate(subscription.payday)],
            [TEXTS.products, domain.formatAmount(productsPrice, currency)],
            ...(deliverable
              ? [[deliveryLabel, domain.formatAmount(deliveryPrice, currency)] as const]
              : []),
          ]}
          total={domain.formatAmount(total, currency)}
        />
        {showErrors && saveError ? (
          <Text role="alert" color="fg.error" id="edit-confirm-why">
            {saveError}
          </Text>
        ) : null}
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <Button
          colorPalette="brand"
          size="lg"
          onClick={onConfirm}
          loading={saving}
          aria-describedby={showErrors && saveError ? 'edit-confirm-why' : undefined}
        >
          {TEXTS.confirm}
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={listPath}>{TEXTS.back}</RouterLink>
        </Button>
      </Stack>

      <ProductEditDialog
        item={editingItem}
        product={editingItem ? (productOf[editingItem.productId] ?? null) : null}
        billingType={billingType}
        held={editingItem && !addedIds.includes(editingItem.productId) ? editingItem.quantity : 0}
        quantity={
          editingItem ? (draft[editingItem.productId]?.quantity ?? editingItem.quantity) : 1
        }
        onApply={(quantity) => editingItem && setQuantity(editingItem.productId, quantity)}
        onClose={() => setEditing(null)}
      />
      <AddProductDialog
        open={adding}
        billingType={billingType}
        present={items.map((item) => item.productId)}
        onAdd={addProduct}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={TEXTS.confirmTitle}
        body={<Text>{TEXTS.confirmBody}</Text>}
        confirmLabel={TEXTS.confirmSave}
        cancelLabel={TEXTS.confirmCancel}
        loading={saving}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      />
      <EmptySubscriptionWarning
        subscription={subscription}
        warning={emptyWarning}
        onWarning={setEmptyWarning}
        canceling={canceling}
        cancelSubscription={cancelSubscription}
      />
    </Grid>
  );
}
