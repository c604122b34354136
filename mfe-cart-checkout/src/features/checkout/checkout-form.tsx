// The checkout form (spec 001 §2 Checkout, §4 Checkout and Card registration return, §5): contact
// and company data, the card picker with the terms box, instalments, the summary and Confirmar.
// Every rule is @storefront/domain's; this screen wires them to the widgets and the SDK.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  afterProcessTarget,
  canAddCard,
  canDeselectCard,
  CHECKOUT_MESSAGES,
  CHECKOUT_REGISTRATION_RETURN,
  checkoutConfirmState,
  checkoutSummary,
  companyErrors,
  contactErrors,
  DEFAULT_PHONE_COUNTRY,
  findPhoneCountry,
  isCommuneCovered,
  isDeliverable,
  loadPhoneCountries,
  PROCESS_FAILURE_TEXTS,
  profilePatchOnBlur,
  requiredCheckoutFields,
  shouldAutoProcess,
  storeMerchantId,
} from '@storefront/domain';
import type { Cart, CartOwner } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import { useApi, useServerData, useStorePath, useTenant } from '@storefront/state';
import { Button, Heading, ResultDialog, Stack, TermsCheck, Text } from '@storefront/ui';
import { PurchaseLayout } from '@storefront/ui/purchase';
import {
  CardInstalments,
  CardPaymentSection,
  useCardInstalments,
  useCardPayment,
} from '@storefront/widgets/card-payment';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';
import { CheckoutSummaryPanel } from './checkout-summary-panel';
import { CompanySection, type CompanyValues } from './company-section';
import { ContactSection, type ContactValues } from './contact-section';
import type { CheckoutProfile } from './use-checkout-data';
import { useProcessCart } from './use-process-cart';

export interface CheckoutFormProps {
  cart: Cart;
  owner: CartOwner;
  profile: CheckoutProfile;
  writeProfile(profile: CheckoutProfile): void;
  cartAccess: { write(cart: Cart): void; reload(): Promise<unknown> };
  onBought(): void;
}

const mainAddressId = (profile: CheckoutProfile) =>
  (profile.user.addresses ?? []).find((a) => a.main)?._id ??
  profile.user.addresses?.[0]?._id ??
  null;

export function CheckoutForm({
  cart,
  owner,
  profile,
  writeProfile,
  cartAccess,
  onBought,
}: CheckoutFormProps) {
  const api = useApi();
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const deliverable = isDeliverable(store);
  const required = useMemo(() => requiredCheckoutFields(policy, store), [policy, store]);
  const communes = policy.deliveryCoveragePolicy?.deliverableCommunes ?? [];
  const firstCardReturn = search.get('firstCard') === 'true';
  // The query this visit arrived with: a registration return carries newCard=true, which the
  // confirmation then drops from the address bar (001 §4 decides the panel by it).
  const [arrivalQuery] = useState(() => search.toString());

  const [contact, setContact] = useState<ContactValues>(() => ({
    rut: profile.user.rut ?? '',
    phone: {
      prefix: profile.user.phonePrefix || DEFAULT_PHONE_COUNTRY.prefix,
      number: profile.user.phone ?? '',
    },
    addressId: mainAddressId(profile),
  }));
  const [company, setCompany] = useState<CompanyValues>(() => ({
    rut: profile.payer?.company?.rut ?? '',
    address: profile.payer?.company?.address ?? '',
  }));
  const payment = useCardPayment(owner.userId ?? undefined);
  const { card, hasCards } = payment;
  // The terms were ticked before the first card could be added (001 §2): a return from that
  // registration keeps them accepted.
  const [termsAccepted, setTermsAccepted] = useState(firstCardReturn);
  const [showErrors, setShowErrors] = useState(false);

  const countries = useServerData(['phone-countries'], () => loadPhoneCountries());
  const phoneCountry =
    findPhoneCountry(countries.state.data ?? [DEFAULT_PHONE_COUNTRY], contact.phone.prefix) ??
    (contact.phone.prefix === DEFAULT_PHONE_COUNTRY.prefix ? DEFAULT_PHONE_COUNTRY : null);
  const address = (profile.user.addresses ?? []).find((a) => a._id === contact.addressId) ?? null;
  const contactErrs = contactErrors(
    { rut: contact.rut, phone: contact.phone.number, address },
    required,
    { phoneCountry, deliverableCommunes: communes },
  );
  const companyErrs = companyErrors(company, required);

  // Shipping (001 §7 shippings/getPrice): for a covered address of a deliverable store.
  const amount = (cart.productsPrice ?? 0) + (cart.bundlesPrice ?? 0);
  const currency = (cart.products[0]?.currency ?? 'clp').toLowerCase() === 'uf' ? 'uf' : 'clp';
  const commune = address?.commune ?? null;
  const shippingKey =
    deliverable && commune && isCommuneCovered(commune, communes)
      ? (['shipping', store._id, commune, currency, amount] as const)
      : null;
  const shipping = useServerData(shippingKey, (client) =>
    purchasesApi(client).shippings.getPrice({
      storeId: store._id,
      commune: commune!,
      currency,
      amount,
    }),
  );
  const shippingPrice = shipping.state.status === 'ready' ? shipping.state.data : null;

  const billingTypes = [...new Set(cart.products.map((line) => line.billingType ?? 'single'))];
  // 001 §5 "Only one credit card may be registered for instalments": the other card that already
  // carries the shopper's instalments in this store, named instead of the selector.
  const instalments = useCardInstalments(payment, billingTypes);
  const chosenInstalments = instalments.value;

  const summary = checkoutSummary(cart, shippingPrice?.price ?? null, {
    deliveryLabel: store.content.views.cart.deliveryLabel,
    shippingChargeType: policy.subscriptionPolicy?.shippingChargeType,
    defaultStatus: policy.subscriptionPolicy?.defaultStatus,
    deliverable,
  });

  const confirm = checkoutConfirmState({
    contactValid: Object.values(contactErrs).every((e) => e === null),
    companyValid: Object.values(companyErrs).every((e) => e === null),
    hasCards: hasCards === true,
    selectedCardId: card?._id ?? null,
    termsAccepted,
    deliverable,
    shippingLoaded: shippingPrice !== null,
  });

  const { process, processing, failed, dismissFailure } = useProcessCart(cartAccess);

  const buy = async () => {
    if (!card) return;
    await process(
      {
        storeId: store._id,
        merchantId: storeMerchantId(store),
        guestId: owner.guestId,
        userId: owner.userId,
        card,
        shippingId: shippingPrice?._id ?? null,
        addressId: deliverable ? contact.addressId : null,
        currency,
        issuerFees: chosenInstalments,
      },
      // 001 §4: "Cards if newCard is true, else Subscriptions with the query passed on": newCard is
      // the query flag of a registration return, not the server's answer.
      () => {
        onBought();
        navigate(storePath(afterProcessTarget(null, arrivalQuery)));
      },
    );
  };

  // 001 §4: back from a first card's registration with everything valid, the cart is bought.
  // Checked after every render (no dependency list): the ref makes it happen once.
  const autoProcessed = useRef(false);
  useEffect(() => {
    if (
      shouldAutoProcess({
        query: search,
        confirmEnabled: confirm.enabled && !payment.confirming,
        hasCards: hasCards === true,
        alreadyProcessed: autoProcessed.current,
      })
    ) {
      autoProcessed.current = true;
      void buy();
    }
  });

  const onConfirm = () => {
    setShowErrors(true);
    if (!confirm.enabled) return;
    if (hasCards) void buy();
    else void payment.start(CHECKOUT_REGISTRATION_RETURN);
  };

  const saveProfileField = (field: 'rut' | 'phone') => {
    const patch = profilePatchOnBlur(
      field,
      field === 'rut' ? contact.rut : contact.phone.number,
      profile.user,
      phoneCountry,
    );
    if (!patch) return;
    api.auth.updateProfile(patch).then(
      (user) => writeProfile({ ...profile, user }),
      (error: unknown) => console.error('[mfe-cart-checkout] checkout: profile save failed', error),
    );
  };

  const saveCompany = () => {
    const payer = profile.payer;
    if (!payer || !Object.values(companyErrors(company, required)).every((e) => e === null)) return;
    const next = { rut: company.rut.trim(), address: company.address.trim() };
    if (next.rut === (payer.company?.rut ?? '') && next.address === (payer.company?.address ?? ''))
      return;
    api.payers.update(payer._id, { company: next }).then(
      (saved) => writeProfile({ ...profile, payer: saved }),
      (error: unknown) => console.error('[mfe-cart-checkout] checkout: company save failed', error),
    );
  };

  const termsUrl = store.termsAndConditionsUrl;
  return (
    <PurchaseLayout
      summary={<CheckoutSummaryPanel summary={summary} shippingKnown={shippingKey !== null} />}
      aside={
        <>
          {showErrors && confirm.message ? (
            <Text role="alert" color="fg.error" id="checkout-confirm-why">
              {confirm.message}
            </Text>
          ) : null}
          <Button
            colorPalette="brand"
            size="lg"
            onClick={onConfirm}
            loading={processing || payment.starting}
            aria-describedby={showErrors && confirm.message ? 'checkout-confirm-why' : undefined}
          >
            {TEXTS.confirm}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={storePath('cart')}>{TEXTS.back}</RouterLink>
          </Button>
          <ResultDialog
            open={failed}
            variant="failure"
            title={PROCESS_FAILURE_TEXTS.title}
            body={<Text>{PROCESS_FAILURE_TEXTS.description}</Text>}
            actionLabel={PROCESS_FAILURE_TEXTS.button}
            onClose={dismissFailure}
          />
        </>
      }
    >
      <ContactSection
        user={profile.user}
        required={required}
        values={contact}
        errors={contactErrs}
        showErrors={showErrors}
        deliverableCommunes={communes}
        onChange={setContact}
        onBlurField={saveProfileField}
        onAddressAdded={(added) => setContact((c) => ({ ...c, addressId: added._id ?? null }))}
      />
      <CompanySection
        required={required}
        values={company}
        errors={companyErrs}
        showErrors={showErrors}
        onChange={setCompany}
        onBlur={saveCompany}
      />
      <Stack as="section" aria-labelledby="checkout-payment" gap="4">
        <Heading as="h2" id="checkout-payment" size="md">
          {TEXTS.payment}
        </Heading>
        <TermsCheck termsUrl={termsUrl} checked={termsAccepted} onChange={setTermsAccepted} />
        <CardPaymentSection
          payment={payment}
          required={!canDeselectCard(policy)}
          addBlockedReason={
            canAddCard({ hasCards: hasCards === true, termsAccepted })
              ? null
              : CHECKOUT_MESSAGES.terms
          }
        >
          <CardInstalments {...instalments} noteId="checkout-instalments-note" />
        </CardPaymentSection>
      </Stack>
    </PurchaseLayout>
  );
}
