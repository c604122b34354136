// The subscription edit (spec 001 §2 "Subscription edit"): summary, products accordion, card panel
// with instalments, address accordion (deliverable stores), Confirmar with 001 §5's save rules and
// the update confirmation, "Volver sin guardar", the mobile button to the cards, the
// empty-subscription warning (001 §4) and the pharmacy store's rules (001 §1). Rules are the
// domain's; the provider recomputes every price on save.
import { useCallback, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  addressError,
  billingLabel,
  canDeselectCard,
  cycleDelivery,
  editedProductsPrice,
  priceOrder,
  promotionForPurchase,
  startUserPromotion,
  editSaveError,
  EMPTY_SUBSCRIPTION_TEXT,
  formatAmount,
  formatDate,
  hasPromotions,
  instalmentOptions,
  oneInstalmentCardNote,
  isCommuneCovered,
  isPharmacyStore,
  issuerFeesFor,
  keptInstalments,
  removalDecision,
  shippingLabel,
} from '@storefront/domain';
import { isApiError, type Address, type Card } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import {
  subscriptionsApi,
  type PriceConsent,
  type Subscription,
  type SubscriptionPatch,
  type SubscriptionProduct,
} from '@storefront/sdk/subscriptions';
import type { Product, User } from '@storefront/sdk';
import {
  useApi,
  useServerData,
  useServerDataCache,
  useStorePath,
  useTenant,
} from '@storefront/state';
import {
  Box,
  Button,
  ConfirmDialog,
  Grid,
  Heading,
  HStack,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@storefront/ui';
import {
  CardPicker,
  InstalmentsField,
  useOtherInstalmentCard,
} from '@storefront/widgets/card-picker';
import {
  CardRegistrationError,
  InscriptionResultDialog,
  useCardRegistration,
  useInscriptionReturn,
} from '@storefront/widgets/cards';
import { PromotionsWarning } from '../../components/promotions-warning';
import { AddProductDialog } from './add-product-dialog';
import { AddressPanel, CURRENT_ADDRESS } from './address-panel';
import { draftOf, productsPatch, type Draft } from './edit-draft';
import { EDIT_TEXTS as TEXTS } from './edit-texts';
import { PharmacyInfo } from './pharmacy-info';
import { ProductEditDialog, subscriptionBillingType } from './product-edit-dialog';
import { ProductItem } from './product-item';
import { editSubscriptionKey } from './use-edit-data';

export interface EditFormProps {
  subscription: Subscription;
  products: Record<string, Product | null>;
  consents: PriceConsent[];
  user: User | null;
  writeUser(user: User): void;
  now?: Date;
}

/** 001 §8's card change failure for a refused card; the provider's Spanish texts as they come. */
function saveFailureText(error: unknown): string {
  if (!isApiError(error)) return TEXTS.saveError;
  if (error.errors?.cardId || error.serverMessage === 'Card not found')
    return TEXTS.cardChangeError;
  // The provider speaks Spanish where the spec gives the text (001 §5); English otherwise.
  return /[áéíóúñ¿¡]/i.test(error.serverMessage) ? error.serverMessage : TEXTS.saveError;
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
  const pharmacy = isPharmacyStore(store.name);
  const communes = policy.deliveryCoveragePolicy?.deliverableCommunes ?? [];
  const currency = subscription.currency ?? 'clp';
  const billingType = subscriptionBillingType(subscription);

  const [draft, setDraft] = useState<Draft>(() => draftOf(subscription));
  // The subscription's card stays chosen until the shopper picks another (001 §2 card panel).
  const [cardId, setCardId] = useState<string | null>(subscription.cardId ?? null);
  const [cards, setCards] = useState<Card[]>([]);
  const card = cards.find((item) => item._id === cardId) ?? null;
  const initialFees = Number(subscription.paymentMethods?.[0]?.options?.issuerFees ?? 0);
  const [instalments, setInstalments] = useState(initialFees > 1 ? initialFees : 0);
  const [addressKey, setAddressKey] = useState(CURRENT_ADDRESS);
  const [added, setAdded] = useState<Address[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [emptyWarning, setEmptyWarning] = useState<
    'offer-cancel' | 'promotions' | 'cannot-remove' | null
  >(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // Products added from the catalogue: shown like the others, sent as new productIds.
  const [addedItems, setAddedItems] = useState<{ item: SubscriptionProduct; product: Product }[]>(
    [],
  );
  const [adding, setAdding] = useState(false);
  const items = [...subscription.products, ...addedItems.map((added) => added.item)];
  const addedIds = addedItems.map((added) => added.item.productId);
  const productOf: Record<string, Product | null> = {
    ...products,
    ...Object.fromEntries(addedItems.map((added) => [added.item.productId, added.product])),
  };

  // Products and their price as the provider will compute it (the shipping quote's amount).
  const kept = items.filter((item) => (draft[item.productId]?.quantity ?? 0) > 0);
  const productsPrice = editedProductsPrice(
    items.map((item) => {
      const isAdded = addedIds.includes(item.productId);
      return {
        price: item.price,
        quantity: draft[item.productId]?.quantity ?? 0,
        quantityDiscounts: productOf[item.productId]?.quantityDiscounts ?? null,
        promotions: item.promotions,
        ...(isAdded
          ? {}
          : {
              originalQuantity: item.quantity,
              quantityDiscount:
                typeof item.quantityDiscount === 'number' ? item.quantityDiscount : null,
            }),
      };
    }),
    currency,
    new Date(subscription.payday),
  );
  const amount = productsPrice + (subscription.bundlesPrice ?? 0);

  // Address and shipping (001 §7 shippings/getPrice), for a covered address of a deliverable store.
  const current = (subscription.contact?.address ?? null) as Address | null;
  const addresses = [...(user?.addresses ?? []), ...added];
  const chosen =
    addressKey === CURRENT_ADDRESS
      ? current
      : (addresses.find((a) => (a._id ?? '') === addressKey) ?? null);
  const chosenError = deliverable ? addressError(chosen, communes) : null;
  const commune = chosen?.commune ?? null;
  const shippingKey =
    deliverable && commune && !chosenError && isCommuneCovered(commune, communes) && kept.length
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
  // The next cycle as the provider prices it: the products, plus the delivery it still owes.
  const deliveryPrice = cycleDelivery({
    quotedDelivery,
    chargeType:
      subscription.shippingChargeType ?? policy.subscriptionPolicy?.shippingChargeType ?? 'always',
    deliveryPaid: subscription.deliveryPaid === true,
  });
  const total = priceOrder([amount], deliveryPrice, currency).total;

  // Card and instalments (001 §5 "Cards and instalments"; "Only one credit card may be registered
  // for instalments": the other card carrying them is named instead of the selector).
  const offered = instalmentOptions(policy, [billingType], card);
  const otherInstalmentCard = useOtherInstalmentCard({
    storeId: store._id,
    userId: subscription.userId ?? user?.userId ?? null,
    card,
    cards,
    offered: offered.length > 0,
    exceptSubscriptionId: subscription._id,
  });
  const options = otherInstalmentCard ? [] : offered;
  const chosenInstalments = keptInstalments(instalments, options);
  const registration = useCardRegistration(store._id);
  const inscription = useInscriptionReturn(store._id, { rule: 'flow' });

  const saveError =
    chosenError ??
    editSaveError({
      selectedCardId: card?._id ?? null,
      productCount: kept.length,
      deliverable,
      shippingLoaded: quote !== null,
    });

  const setQuantity = useCallback(
    (productId: string, quantity: number) =>
      setDraft((d) => ({ ...d, [productId]: { ...d[productId]!, quantity } })),
    [],
  );

  const remove = (productId: string) => {
    // 001 §4: removing the last product opens the warning instead.
    const decision = removalDecision(
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
    const price = product.prices?.[billingType as keyof typeof product.prices] ?? 0;
    // A product added is a purchase: it starts the promotion a purchase of it gets, as the
    // provider will (API.md "Promotions").
    const promotion = promotionForPurchase(product.promotions, billingType);
    const held = promotion ? startUserPromotion(promotion, new Date()) : null;
    const item: SubscriptionProduct = {
      productId: product._id,
      name: product.name,
      quantity,
      price,
      promotions:
        promotion && held
          ? [{ ...held, discount: { ...held.discount }, priority: promotion.priority }]
          : [],
      product: { imageUrl: product.imageUrl ?? null, stock: product.stock ?? null },
    };
    setAddedItems((list) => [...list, { item, product }]);
    setDraft((d) => ({ ...d, [product._id]: { productId: product._id, quantity } }));
  };

  const patch = (): SubscriptionPatch => {
    const body: SubscriptionPatch = {
      products: productsPatch(subscription, draft, addedIds),
      ...(card ? { cardId: card._id } : {}),
      paymentMethods: [
        {
          name: 'Webpay Oneclick',
          priority: 1,
          options: { issuerFees: issuerFeesFor(chosenInstalments, card) },
        },
      ],
    };
    if (deliverable && quote) {
      body.shippingId = quote._id ?? undefined;
      body.deliveryPrice = quote.price;
      if (addressKey !== CURRENT_ADDRESS && chosen)
        body.contact = {
          address: {
            street: chosen.street ?? '',
            number: String(chosen.number ?? ''),
            commune: chosen.commune ?? '',
            ...(chosen.comment ? { comment: chosen.comment } : {}),
          },
        };
    }
    return body;
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
      const saved = await subscriptionsApi(api).patch(subscription._id, patch());
      cache.write(editSubscriptionKey(subscription._id), saved);
      // The lists read their subscriptions again.
      cache.invalidate(['subscriptions']);
      setConfirming(false);
      navigate(`${listPath}?updated=true`);
    } catch (error) {
      setConfirming(false);
      setFailure(saveFailureText(error));
      // 001 §8: "returning to the card picker".
      if (saveFailureText(error) === TEXTS.cardChangeError) {
        setCardId(null);
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
  const scrollToCards = () => {
    const section = document.getElementById(cardsId);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus();
  };
  const consentsOf = useMemo(() => {
    const by: Record<string, PriceConsent[]> = {};
    for (const consent of consents) (by[consent.productId] ??= []).push(consent);
    return by;
  }, [consents]);

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      gap={{ base: '8', lg: '12' }}
      alignItems="start"
    >
      <Stack gap="6">
        {pharmacy ? <PharmacyInfo supportEmail={store.supportEmail} /> : null}
        <Stack as="section" aria-labelledby="edit-products" gap="3">
          <Heading as="h2" id="edit-products" size="md">
            {TEXTS.products}
          </Heading>
          <Stack as="ul" gap="3" p="0" m="0">
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
          </Stack>
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            onClick={() => setAdding(true)}
          >
            {TEXTS.addProducts}
          </Button>
        </Stack>

        <Button display={{ base: 'flex', md: 'none' }} variant="outline" onClick={scrollToCards}>
          {TEXTS.scrollToCards}
        </Button>

        <Stack as="section" id={cardsId} tabIndex={-1} aria-labelledby="edit-cards" gap="4">
          <Heading as="h2" id="edit-cards" size="md">
            {TEXTS.cards}
          </Heading>
          <CardPicker
            userId={subscription.userId ?? user?.userId}
            storeId={store._id}
            legend={TEXTS.cardLegend}
            selectedId={cardId}
            onChange={(chosen) => setCardId(chosen?._id ?? null)}
            onCardsLoaded={setCards}
            required={!canDeselectCard(policy)}
            onAdd={() => void registration.start()}
            adding={registration.starting}
          />
          <CardRegistrationError failed={registration.startFailed} />
          {otherInstalmentCard ? (
            <Text color="fg.muted">{oneInstalmentCardNote(otherInstalmentCard.digits)}</Text>
          ) : (
            <InstalmentsField
              options={options}
              value={chosenInstalments}
              onChange={setInstalments}
            />
          )}
        </Stack>

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
            shippingLabel={shippingLabel({
              deliveryLabel: store.content.views.cart?.deliveryLabel,
              shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
            })}
          />
        ) : null}
      </Stack>

      <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
        <Box
          as="section"
          aria-labelledby="edit-summary"
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '4', md: '6' }}
        >
          <Heading as="h2" id="edit-summary" size="md" mb="3">
            {TEXTS.summary}
          </Heading>
          <SimpleGrid as="dl" columns={2} gap="2" m="0" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {TEXTS.frequency}
            </Text>
            <Text as="dd">{billingLabel(billingType)}</Text>
            <Text as="dt" color="fg.muted">
              {TEXTS.nextPayday}
            </Text>
            <Text as="dd">{formatDate(subscription.payday)}</Text>
            <Text as="dt" color="fg.muted">
              {TEXTS.products}
            </Text>
            <Text as="dd">{formatAmount(productsPrice, currency)}</Text>
            {deliverable ? (
              <>
                <Text as="dt" color="fg.muted">
                  {shippingLabel({
                    deliveryLabel: store.content.views.cart?.deliveryLabel,
                    shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
                  })}
                </Text>
                <Text as="dd">{formatAmount(deliveryPrice, currency)}</Text>
              </>
            ) : null}
            <Text as="dt" fontWeight="semibold">
              {TEXTS.total}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {formatAmount(total, currency)}
            </Text>
          </SimpleGrid>
        </Box>
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
      {/* Unmounted rather than closed when the promotions warning takes its place, as on the list:
          one dialog at a time (a closing one left the next outside the accessibility tree). */}
      {emptyWarning === 'offer-cancel' ? (
        <ConfirmDialog
          open
          title={TEXTS.emptyTitle}
          body={<Text>{TEXTS.emptyOfferCancel}</Text>}
          confirmLabel={TEXTS.cancelSubscription}
          cancelLabel={TEXTS.keepSubscription}
          destructive
          loading={canceling}
          onConfirm={() =>
            // 001 §4: a cancel with promotions asks a second time, here as on the list.
            hasPromotions(subscription) ? setEmptyWarning('promotions') : cancelSubscription()
          }
          onCancel={() => setEmptyWarning(null)}
        />
      ) : null}
      {emptyWarning === 'promotions' ? (
        <PromotionsWarning
          running={canceling}
          failure={null}
          onConfirm={() => void cancelSubscription()}
          onCancel={() => setEmptyWarning(null)}
        />
      ) : null}
      <Modal
        open={emptyWarning === 'cannot-remove'}
        onClose={() => setEmptyWarning(null)}
        title={TEXTS.emptyTitle}
        size="sm"
        footer={
          <HStack justify="flex-end" w="full">
            <Button colorPalette="brand" onClick={() => setEmptyWarning(null)}>
              {TEXTS.understood}
            </Button>
          </HStack>
        }
      >
        <Text>{EMPTY_SUBSCRIPTION_TEXT}</Text>
      </Modal>
      <InscriptionResultDialog outcome={inscription.outcome} onClose={inscription.dismiss} />
    </Grid>
  );
}
