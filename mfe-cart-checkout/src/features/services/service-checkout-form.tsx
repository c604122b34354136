// The service checkout's form (002 §2, §5 "Service checkout: user data valid, else 'La información
// de usuario es obligatoria'; a card must be selected unless the user has none, else 'Debes
// seleccionar una tarjeta'", §9 "bottom buttons appear 500 ms after cards load"). Rules are
// @storefront/domain's; the hire is useHireService's. The user's data is a schema form (the
// domain's serviceContactFormSchema): its messages show once Confirmar was pressed, then follow
// every change (mode 'onSubmit', reValidateMode 'onChange'); rut and phone keep their fields' timing.
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  canDeselectCard,
  DEFAULT_PHONE_COUNTRY,
  loadPhoneCountries,
  requiredCheckoutFields,
  SERVICE_CHECKOUT_BUTTONS_DELAY_MS,
  SERVICE_TEXTS,
  serviceCheckoutBlocker,
  serviceContactFormSchema,
  serviceProfilePatch,
} from '@storefront/domain';
import type { User } from '@storefront/sdk';
import type { Service } from '@storefront/sdk/charges';
import { useServerData, useStorePath, useTenant } from '@storefront/state';
import { Button, Heading, ResultDialog, Stack, Text } from '@storefront/ui';
import { useSchemaForm } from '@storefront/ui/forms';
import { PurchaseLayout } from '@storefront/ui/purchase';
import { CardPaymentSection, useCardPayment } from '@storefront/widgets/card-payment';
import { pageReload } from './page-reload';
import { ServiceContactSection } from './service-contact-section';
import { ServiceSummary } from './service-summary';
import { SERVICE_CHECKOUT_TEXTS as TEXTS } from './service-texts';
import { useHireService } from './use-hire-service';

export function ServiceCheckoutForm({ service, user }: { service: Service; user: User }) {
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const required = requiredCheckoutFields(policy, store);
  const payment = useCardPayment(user.userId);
  const { card, hasCards } = payment;
  const [buttonsShown, setButtonsShown] = useState(false);

  // Until the list is in, only Chile is known (as the phone field).
  const countries = useServerData(['phone-countries'], () => loadPhoneCountries()).state.data;
  const nameOptional = Boolean(store.userOptionalAttrs?.name);
  const lastNameOptional = Boolean(store.userOptionalAttrs?.lastName);
  const schema = useMemo(
    () =>
      serviceContactFormSchema({
        optional: { name: nameOptional, lastName: lastNameOptional },
        rut: required.rut,
        phone: required.phone,
        countries: countries ?? [DEFAULT_PHONE_COUNTRY],
      }),
    [nameOptional, lastNameOptional, required.rut, required.phone, countries],
  );
  const form = useSchemaForm(schema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: user.name ?? '',
      lastName: user.lastName ?? '',
      rut: user.rut ?? '',
      phone: { prefix: user.phonePrefix || DEFAULT_PHONE_COUNTRY.prefix, number: user.phone ?? '' },
    },
  });
  // The list arrived: judge the phone again against it.
  useEffect(() => {
    if (countries) void form.trigger('phone');
  }, [countries, form]);
  const blockerFor = (userDataValid: boolean) =>
    serviceCheckoutBlocker({
      userDataValid,
      hasCards: hasCards === true,
      selectedCardId: card?._id ?? null,
    });
  const submitted = form.formState.isSubmitted;
  const blocker = blockerFor(form.formState.isValid);

  const { hire, hiring, failed } = useHireService();

  // 002 §9: the buttons show 500 ms after the cards have loaded.
  const cardsLoaded = hasCards !== null;
  useEffect(() => {
    if (!cardsLoaded) return undefined;
    const timer = setTimeout(() => setButtonsShown(true), SERVICE_CHECKOUT_BUTTONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cardsLoaded]);

  const onConfirm = form.handleSubmit((contact) => {
    if (blockerFor(true)) return;
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
  });

  return (
    <PurchaseLayout
      summary={<ServiceSummary service={service} />}
      aside={
        <>
          {submitted && blocker ? (
            <Text role="alert" color="fg.error" id="service-confirm-why">
              {blocker}
            </Text>
          ) : null}
          {buttonsShown ? (
            <>
              <Button
                colorPalette="brand"
                size="lg"
                onClick={() => void onConfirm()}
                loading={hiring}
                loadingText={TEXTS.hiring}
                disabled={payment.confirming}
                aria-describedby={submitted && blocker ? 'service-confirm-why' : undefined}
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
        form={form}
        fields={{ rut: required.rut, phone: required.phone }}
        optional={{ name: nameOptional, lastName: lastNameOptional }}
        countries={countries}
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
