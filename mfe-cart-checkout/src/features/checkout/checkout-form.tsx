// The checkout form (spec 001 §2 Checkout, §4 Checkout and Card registration return, §5): contact
// and company data, the card picker with the terms box, instalments, the summary and Confirmar.
// Every rule is @storefront/domain's; this screen wires them to the widgets and the SDK. Contact
// (rut, phone) and company data are schema forms (checkoutContactFormSchema,
// checkoutCompanyFormSchema): their messages show by the fields' own timing and, once Confirmar was
// pressed, all of them, then live (mode 'onSubmit', reValidateMode 'onChange'). The chosen delivery
// address is plain state (a radio group of the profile's addresses, judged by addressError).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  addressError,
  afterProcessTarget,
  canAddCard,
  canDeselectCard,
  CHECKOUT_MESSAGES,
  CHECKOUT_REGISTRATION_RETURN,
  checkoutCompanyFormSchema,
  checkoutConfirmState,
  checkoutContactFormSchema,
  checkoutSummary,
  DEFAULT_PHONE_COUNTRY,
  findPhoneCountry,
  isCommuneCovered,
  isCompanyValid,
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
import { useSchemaForm } from '@storefront/ui/forms';
import { PurchaseLayout } from '@storefront/ui/purchase';
import {
  CardInstalments,
  CardPaymentSection,
  useCardInstalments,
  useCardPayment,
} from '@storefront/widgets/card-payment';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';
import { CheckoutSummaryPanel } from './checkout-summary-panel';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';
import type { CheckoutProfile } from './use-checkout-data';
import { useProcessCart } from './use-process-cart';
import { useTermsAcrossRegistration } from './use-terms-across-registration';

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
  // The query this visit arrived with: a registration return carries newCard=true, which the
  // confirmation then drops from the address bar (001 §4 decides the panel by it).
  const [arrivalQuery] = useState(() => search.toString());

  // Until the list is in, only Chile is known (as the phone field).
  const countries = useServerData(['phone-countries'], () => loadPhoneCountries()).state.data;
  const contactSchema = useMemo(
    () => checkoutContactFormSchema(required, countries ?? [DEFAULT_PHONE_COUNTRY]),
    [required, countries],
  );
  const contactForm = useSchemaForm(contactSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      rut: profile.user.rut ?? '',
      phone: {
        prefix: profile.user.phonePrefix || DEFAULT_PHONE_COUNTRY.prefix,
        number: profile.user.phone ?? '',
      },
    },
  });
  // The list arrived: judge the phone again against it.
  useEffect(() => {
    if (countries) void contactForm.trigger('phone');
  }, [countries, contactForm]);
  const companySchema = useMemo(() => checkoutCompanyFormSchema(required.company), [required]);
  const companyForm = useSchemaForm(companySchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      rut: profile.payer?.company?.rut ?? '',
      address: profile.payer?.company?.address ?? '',
    },
  });
  const [addressId, setAddressId] = useState(() => mainAddressId(profile));
  const payment = useCardPayment(owner.userId ?? undefined);
  const { card, hasCards } = payment;
  // Ticked before she left for the card provider: still ticked when she is back.
  const [termsAccepted, setTermsAccepted] = useTermsAcrossRegistration(search);
  // Confirmar was pressed (both forms are submitted together).
  const submitted = contactForm.formState.isSubmitted;

  const address = (profile.user.addresses ?? []).find((a) => a._id === addressId) ?? null;
  const addressMessage = required.address ? addressError(address, communes) : null;

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

  const confirmFor = (formsValid: { contact: boolean; company: boolean }) =>
    checkoutConfirmState({
      contactValid: formsValid.contact && addressMessage === null,
      companyValid: formsValid.company,
      hasCards: hasCards === true,
      selectedCardId: card?._id ?? null,
      termsAccepted,
      deliverable,
      shippingLoaded: shippingPrice !== null,
    });
  const confirm = confirmFor({
    contact: contactForm.formState.isValid,
    company: companyForm.formState.isValid,
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
        addressId: deliverable ? addressId : null,
        currency,
        issuerFees: chosenInstalments,
      },
      // 001 §4: "Cards if newCard is true, else Subscriptions with the query passed on": newCard is
      // the query flag of a registration return, not the server's answer. The subscriptions it
      // made go along, for the page she lands on to tell what she paid (issue 39).
      (result) => {
        onBought();
        navigate(
          storePath(afterProcessTarget({ subscriptions: result.subscriptions }, arrivalQuery)),
        );
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

  // Both forms are submitted (every message shows); what they answer decides, with the rest.
  const onConfirm = async () => {
    const valid = { contact: false, company: false };
    await Promise.all([
      contactForm.handleSubmit(() => {
        valid.contact = true;
      })(),
      companyForm.handleSubmit(() => {
        valid.company = true;
      })(),
    ]);
    if (!confirmFor(valid).enabled) return;
    if (hasCards) void buy();
    else void payment.start(CHECKOUT_REGISTRATION_RETURN);
  };

  const saveProfileField = (field: 'rut' | 'phone') => {
    const { rut, phone } = contactForm.getValues();
    const phoneCountry =
      findPhoneCountry(countries ?? [DEFAULT_PHONE_COUNTRY], phone.prefix) ??
      (phone.prefix === DEFAULT_PHONE_COUNTRY.prefix ? DEFAULT_PHONE_COUNTRY : null);
    const patch = profilePatchOnBlur(
      field,
      field === 'rut' ? rut : phone.number,
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
    const company = companyForm.getValues();
    if (!payer || !isCompanyValid(company, required)) return;
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
          {submitted && confirm.message ? (
            <Text role="alert" color="fg.error" id="checkout-confirm-why">
              {confirm.message}
            </Text>
          ) : null}
          <Button
            colorPalette="brand"
            size="lg"
            onClick={() => void onConfirm()}
            loading={processing || payment.starting}
            aria-describedby={submitted && confirm.message ? 'checkout-confirm-why' : undefined}
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
        form={contactForm}
        countries={countries}
        addressId={addressId}
        addressError={addressMessage}
        submitted={submitted}
        deliverableCommunes={communes}
        onAddressChange={setAddressId}
        onBlurField={saveProfileField}
        onAddressAdded={(added) => setAddressId(added._id ?? null)}
      />
      <CompanySection required={required} form={companyForm} onBlur={saveCompany} />
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
