// userpanel/charges/{chargeId}/approved (spec 002 §2): the confirmation after approving a charge
// (002 §4 "otherwise to charges/{id}/approved"); "Redirects to the charge page if the status is
// not approved".
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { formatAmount, formatDate, installmentGroup } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useStorePath, useTenant } from '@storefront/state';
import { Box, Button, Flex, Heading, PageSpinner, SimpleGrid, Stack, Text } from '@storefront/ui';
import { Fact } from '../../components/fact';
import { ChargeLoadError } from './charge-load-error';
import { isChargeOfStore, useCharge } from './charge-reads';
import { CHARGE_TEXTS } from './charge-texts';
import { CHARGES_TEXTS } from './charges-texts';

const TEXTS = CHARGE_TEXTS.approved;

export default function ChargeApprovedPage() {
  const { chargeId } = useParams();
  const { store } = useTenant();
  const storePath = useStorePath();
  const { state, reload } = useCharge(chargeId);
  const charge = state.data;

  if (!charge || !isChargeOfStore(charge, store._id)) {
    if (state.status === 'error' || charge || !chargeId)
      return <ChargeLoadError onRetry={() => void reload()} />;
    return <PageSpinner label={CHARGE_TEXTS.loading} minH="60vh" />;
  }
  if (charge.status !== 'approved')
    return (
      <Navigate replace to={storePath(`userpanel/charges/${encodeURIComponent(charge._id)}`)} />
    );
  return <Approved charge={charge} />;
}

function Approved({ charge }: { charge: Charge }) {
  const storePath = useStorePath();
  const chargePath = storePath(`userpanel/charges/${encodeURIComponent(charge._id)}`);
  const next = charge.subscriptions.find((i) => installmentGroup(i) !== 'completed');
  return (
    <Box w="full" maxW="xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Stack gap="6" align="center" textAlign="center">
        <Flex
          aria-hidden
          align="center"
          justify="center"
          boxSize="16"
          borderRadius="full"
          bg="green.subtle"
          color="green.fg"
          fontSize="3xl"
        >
          ✓
        </Flex>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {TEXTS.title}
        </Heading>
        <Text>{TEXTS.body(charge.name)}</Text>
        <Text color="fg.muted">
          {charge.paymentType === 'single' ? TEXTS.single : TEXTS.recurring}
        </Text>
        <SimpleGrid
          as="dl"
          columns={{ base: 1, sm: next ? 3 : 2 }}
          gap="4"
          m="0"
          w="full"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
        >
          <Fact label={CHARGES_TEXTS.total}>
            {formatAmount(charge.totalPrice, charge.currency)}
          </Fact>
          <Fact label={CHARGES_TEXTS.installments}>
            {CHARGES_TEXTS.installmentCount(charge.installments)}
          </Fact>
          {next ? <Fact label={TEXTS.nextPayday}>{formatDate(next.payday)}</Fact> : null}
        </SimpleGrid>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="brand">
            <RouterLink to={chargePath}>{TEXTS.view}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={storePath('userpanel/charges')}>{TEXTS.list}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
