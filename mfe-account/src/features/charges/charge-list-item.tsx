// One charge of "Mis Cobros": its name, amount, instalments and status ('Por confirmar', 'Activo'
// or 'Moroso', …), and a link to it; a pending one leads straight to its approval (spec 002 §2).
import { Link as RouterLink } from 'react-router-dom';
import { chargeListLabel, formatAmount } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { Button, Flex, Heading, Stack, Text } from '@storefront/ui';
import { Fact } from '../../components/fact';
import { PanelListItem } from '../../components/panel-list-item';
import { ChargeStatusChip } from './charge-status-chip';
import { CHARGES_TEXTS as TEXTS } from './charges-texts';

export function ChargeListItem({ charge, path, now }: { charge: Charge; path: string; now: Date }) {
  const nameId = `charge-${charge._id}`;
  const pending = charge.status === 'pending';
  return (
    <PanelListItem aria-labelledby={nameId}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Stack gap="3" minW="0">
          <Heading as="h3" id={nameId} size="md">
            {charge.name}
          </Heading>
          {/* A charge whose description only repeats its name says it once. */}
          {charge.description && charge.description !== charge.name ? (
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {charge.description}
            </Text>
          ) : null}
          <Flex as="dl" wrap="wrap" columnGap="8" rowGap="2" m="0">
            <Fact label={TEXTS.total}>{formatAmount(charge.totalPrice, charge.currency)}</Fact>
            <Fact label={TEXTS.installments}>{TEXTS.installmentCount(charge.installments)}</Fact>
            <Fact label={TEXTS.status}>
              <ChargeStatusChip label={chargeListLabel(charge, now)} />
            </Fact>
          </Flex>
        </Stack>
        <Button
          asChild
          variant={pending ? 'solid' : 'outline'}
          colorPalette={pending ? 'brand' : undefined}
          size="sm"
          flexShrink={0}
        >
          <RouterLink
            to={path}
            aria-label={pending ? TEXTS.reviewLabel(charge.name) : TEXTS.viewLabel(charge.name)}
          >
            {pending ? TEXTS.review : TEXTS.view}
          </RouterLink>
        </Button>
      </Flex>
    </PanelListItem>
  );
}
