// services/{serviceId} (spec 002 §2 Services): the service's name, store, total, 'Pago único', its
// description and the store's terms; Pagar leads to the service's checkout. An unknown, inactive
// or another store's service shows the not-found screen.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  canPayService,
  formatAmount,
  hasTerms,
  servicePaymentLabel,
  servicePricePerInstallment,
} from '@storefront/domain';
import type { Store } from '@storefront/sdk';
import { useStorePath, useTenant } from '@storefront/state';
import {
  Badge,
  Button,
  chakra,
  Container,
  Heading,
  HStack,
  PageSpinner,
  Skeleton,
  Stack,
  TermsCheck,
  Text,
} from '@storefront/ui';
import { ServiceDescription } from './service-description';
import { ServiceNotFound } from './service-not-found';
import { SERVICE_PAGE_TEXTS as TEXTS } from './service-texts';
import { useService } from './use-service';

const storeDisplayName = (store: Pick<Store, 'name' | 'content'>) =>
  store.content.navigation?.navbar?.storeName?.trim() || store.name;

export default function ServicePage() {
  const { serviceId } = useParams();
  const { store } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const view = useService(serviceId);
  const [termsAccepted, setTermsAccepted] = useState(false);

  if (view.status === 'not-found') return <ServiceNotFound />;
  if (view.status === 'error') {
    return (
      <Container maxW="3xl" py="10">
        <Stack role="alert" align="flex-start" gap="3">
          <Text>{TEXTS.loadError}</Text>
          <Button variant="outline" onClick={view.retry}>
            {TEXTS.retry}
          </Button>
        </Stack>
      </Container>
    );
  }
  const service = view.status === 'ready' ? view.service : null;
  const termsUrl = store.termsAndConditionsUrl;
  const payable = canPayService({ loading: !service, termsUrl, termsAccepted });
  const total = service ? formatAmount(service.price, service.currency) : null;
  const perInstallment = service
    ? formatAmount(
        servicePricePerInstallment(service.price, service.installments),
        service.currency,
      )
    : '';
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack
        gap="6"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '5', md: '8' }}
        bg="bg"
        aria-busy={!service}
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {service ? service.name : <Skeleton as="span" display="block" h="9" w="60%" />}
          </Heading>
          <Text color="fg.muted">
            {TEXTS.store} {storeDisplayName(store)}
          </Text>
        </Stack>

        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <chakra.dl m="0">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {TEXTS.total}
            </Text>
            <Text as="dd" fontSize="3xl" fontWeight="bold" m="0">
              {total ?? <Skeleton as="span" display="inline-block" h="8" w="32" />}
            </Text>
          </chakra.dl>
          {!service ? (
            <PageSpinner label={TEXTS.loading} minH="8" />
          ) : (
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {servicePaymentLabel(service.installments, perInstallment)}
            </Badge>
          )}
        </HStack>

        {service?.description ? (
          <Stack as="section" aria-labelledby="service-description" gap="2">
            <Heading as="h2" id="service-description" size="md">
              {TEXTS.description}
            </Heading>
            <ServiceDescription title={service.name} text={service.description} />
          </Stack>
        ) : null}

        {hasTerms(termsUrl) ? (
          <TermsCheck termsUrl={termsUrl} checked={termsAccepted} onChange={setTermsAccepted} />
        ) : null}

        <Button
          colorPalette="brand"
          size="lg"
          disabled={!payable}
          onClick={() =>
            service && navigate(storePath(`services/${encodeURIComponent(service._id)}/checkout`))
          }
        >
          {TEXTS.pay}
        </Button>
      </Stack>
    </Container>
  );
}
