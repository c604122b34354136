// The address accordion (001 §2, deliverable stores only): the subscription's address or one of
// the shopper's, a new one through the shared address dialog, and the shipping price for it
// (001 §7 shippings/getPrice). An address that breaks 001 §5's rules (no number, outside the
// store's coverage) shows the spec's text and cannot be saved.
import { useId, useState } from 'react';
import { formatAmount } from '@storefront/domain';
import type { Address, User } from '@storefront/sdk';
import { Box, Button, chakra, Stack, Text } from '@storefront/ui';
import { AddressDialog } from '@storefront/widgets/address';
import { Disclosure } from '../../components/disclosure';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export const CURRENT_ADDRESS = 'current';

export const addressLine = (address: Pick<Address, 'street' | 'number' | 'commune'>) =>
  [[address.street, address.number].filter(Boolean).join(' '), address.commune]
    .filter(Boolean)
    .join(', ');

export interface AddressPanelProps {
  current: Address | null;
  user: User | null;
  selected: string;
  onSelect(key: string): void;
  onAdded(address: Address, user: User): void;
  error: string | null;
  deliverableCommunes: readonly string[];
  shipping: { price: number; currency: string } | null;
  /** 001 §9 "Shipping label default 'Despacho'" (shippingLabel of the domain). */
  shippingLabel: string;
  shippingLoading: boolean;
}

export function AddressPanel(props: AddressPanelProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const id = useId();
  const others = (props.user?.addresses ?? []).filter(
    (address) => !props.current || addressLine(address) !== addressLine(props.current),
  );
  const options: { key: string; address: Address }[] = [
    ...(props.current ? [{ key: CURRENT_ADDRESS, address: props.current }] : []),
    ...others.map((address) => ({ key: address._id ?? addressLine(address), address })),
  ];

  return (
    <Disclosure as="section" title={TEXTS.address} gap="3">
      {options.length === 0 ? <Text color="fg.muted">{TEXTS.noAddress}</Text> : null}
      <Stack gap="2" role="radiogroup" aria-label={TEXTS.address}>
        {options.map(({ key, address }) => (
          <chakra.label
            key={key}
            display="flex"
            alignItems="center"
            gap="3"
            borderWidth="1px"
            borderColor={props.selected === key ? 'brand.solid' : 'border'}
            borderRadius="md"
            px="3"
            py="2"
            cursor="pointer"
          >
            <input
              type="radio"
              name={`${id}-address`}
              checked={props.selected === key}
              onChange={() => props.onSelect(key)}
            />
            <Text>
              {addressLine(address)}
              {key === CURRENT_ADDRESS ? (
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {TEXTS.currentAddress}
                </Text>
              ) : null}
            </Text>
          </chakra.label>
        ))}
      </Stack>
      {props.error ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {props.error}
        </Text>
      ) : null}
      {props.shipping ? (
        <Text fontSize="sm">
          {props.shippingLabel}: {formatAmount(props.shipping.price, props.shipping.currency)}
        </Text>
      ) : props.shippingLoading ? (
        <Text fontSize="sm" color="fg.muted">
          {TEXTS.shippingLoading}
        </Text>
      ) : null}
      {props.user ? (
        <Box>
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            {TEXTS.addAddress}
          </Button>
          <AddressDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            userId={props.user.userId}
            deliverableCommunes={props.deliverableCommunes}
            onSaved={props.onAdded}
          />
        </Box>
      ) : null}
    </Disclosure>
  );
}
