// One charge of "Mis Cobros": its name, amount, instalments and status ('Por confirmar', 'Activo'
// or 'Moroso', …), and a link to it; a pending one leads straight to its approval (spec 002 §2).
import { chargeListLabel, formatAmount } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { Flex, Text } from '@storefront/ui';
import { Fact } from '../../components/fact';
import { LinkedListItem } from '../../components/linked-list-item';
import { ChargeStatusChip } from './charge-status-chip';
import { CHARGES_TEXTS as TEXTS } from './charges-texts';

export function ChargeListItem({ charge, path, now }: { charge: Charge; path: string; now: Date }) {
  const pending = charge.status === 'pending';
  return (
    <LinkedListItem
      nameId={`charge-${charge._id}`}
      headingLevel="h3"
      title={charge.name}
      link={{
        to: path,
        text: pending ? TEXTS.review : TEXTS.view,
        label: pending ? TEXTS.reviewLabel(charge.name) : TEXTS.viewLabel(charge.name),
        primary: pending,
      }}
    >
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
    </LinkedListItem>
  );
}
