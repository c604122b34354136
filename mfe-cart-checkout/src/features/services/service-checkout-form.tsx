// The service checkout's form (002 §2, §5 "Service checkout: user data valid, else 'La información
// de usuario es obligatoria'; a card must be selected unless the user has none, else 'Debes
// seleccionar una tarjeta'", §9 "bottom buttons appear 500 ms after cards load"). Rules are
// @storefront/domain's; the hire is useHireService's.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  canDeselectCard,
  DEFAULT_PHONE_COUNTRY,
  findPhoneCountry,
  loadPhoneCountries,
  requiredCheckoutFields,
  SERVICE_CHECKOUT_BUTTONS_DELAY_MS,
  SERVICE_TEXTS,
  serviceCheckoutBlocker,
  serviceContactErrors,
  serviceProfilePatch,
} from '@storefront/domain';
import type { User } from '@storefront/sdk';
import type { Service } from '@storefront/sdk/charges';
import { useServerData, useStorePath, useTenant } from '@storefront/state';
import { Button, Heading, ResultDialog, Stack, Text } from '@storefront/ui';
import { PurchaseLayout } from '@storefront/ui/purchase';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { pageReload } from './page-reload';
import { ServiceContactSection, type ServiceContactValues } from './service-contact-section';
import { ServiceSummary } from './service-summary';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';
import { useHireService } from './use-hire-service';

export function ServiceCheckoutForm({ service, user }: { service: Service; user: User }) {
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const required = requiredCheckoutFields(policy, store);
  const [contact, setContact] = useState<ServiceContactValues>(() => ({
    name: user.name ?? '',
    lastName: user.lastName ?? '',
    rut: user.rut ?? '',
    phone: { prefix: user.phonePrefix || DEFAULT_PHONE_COUNTRY.prefix, number: user.phone ?? '' },
  }));
  const payment = useCardPayment(user.userId);
  const { card, hasCards } = payment;
  const [buttonsShown, setButtonsShown] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  const countries = useServerData(['phone-countries'], () => loadPhoneCountries());
  const phoneCountry =
    findPhoneCountry(countries.state.data ?? [DEFAULT_PHONE_COUNTRY], contact.phone.prefix) ??
    (contact.phone.prefix === DEFAULT_PHONE_COUNTRY.prefix ? DEFAULT_PHONE_COUNTRY : null);
  const errors = serviceContactErrors(
    {
      name: contact.name,
      lastName: contact.lastName,
      rut: contact.rut,
      phone: contact.phone.number,
    },
    { optional: store.userOptionalAttrs, rut: required.rut, phone: required.phone, phoneCountry },
  );
  const blocker = serviceCheckoutBlocker({
    userDataValid: Object.values(errors).every((error) => error === null),
    hasCards: hasCards === true,
    selectedCardId: card?._id ?? null,
  });

  const { hire, hiring, failed } = useHireService();

  // 002 §9: the buttons show 500 ms after the cards have loaded.
  const cardsLoaded = hasCards !== null;
  useEffect(() => {
    if (!cardsLoaded) return undefined;
    const timer = setTimeout(() => setButtonsShown(true), SERVICE_CHECKOUT_BUTTONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cardsLoaded]);

  const onConfirm = () => {
    setShowErrors(true);
    if (blocker) return;
    void hire({
      serviceId: service._id,
      storeId: store._id,
      userId: user.userId,
      cardId: hasCards ? (card?._id ?? null) : null,
      profilePatch: serviceProfilePatch(
        {
          name: contact.name,
          lastName: contact.lastName,
          rut: contact.rut,
          phone: contact.phone.number,
          phonePrefix: contact.phone.prefix,
        },
        user,
      ),
    });
  };

  return (
    <PurchaseLayout
      summary={<ServiceSummary service={service} />}
      aside={
        <>
          {showErrors && blocker ? (
            <Text role="alert" color="fg.error" id="service-confirm-why">
              {blocker}
            </Text>
          ) : null}
          {buttonsShown ? (
            <>
              <Button
                colorPalette="brand"
                size="lg"
                onClick={onConfirm}
                loading={hiring}
                loadingText={TEXTS.hiring}
                disabled={payment.confirming}
                aria-describedby={showErrors && blocker ? 'service-confirm-why' : undefined}
              >
                {TEXTS.confirm}
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to={storePath(`services/${encodeURIComponent(service._id)}`)}>
                  {TEXTS.back}
                </RouterLink>
              </Button>
            </>
          ) : null}
          <ResultDialog
            open={failed}
            variant="failure"
            title={TEXTS.failureTitle}
            body={<Text>{SERVICE_TEXTS.hiringFailed}</Text>}
            actionLabel={TEXTS.failureAction}
            onClose={() => pageReload.reload()}
          />
        </>
      }
    >
      <ServiceContactSection
        values={contact}
        errors={errors}
        showErrors={showErrors}
        fields={{ rut: required.rut, phone: required.phone }}
        onChange={setContact}
      />
      <Stack as="section" aria-labelledby="service-payment" gap="4">
        <Heading as="h2" id="service-payment" size="md">
          {TEXTS.payment}
        </Heading>
        <CardPaymentSection
          payment={payment}
          legend={TEXTS.cards}
          required={!canDeselectCard(policy)}
        />
      </Stack>
    </PurchaseLayout>
  );
}
