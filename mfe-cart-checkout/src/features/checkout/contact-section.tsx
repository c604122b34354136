// The contact form (spec 001 §2, §5 Checkout form): rut, phone and the delivery address, each only
// when required. Rut and phone are saved to the profile on blur when valid and changed; addresses
// are the profile's, and a new one comes from the shared address dialog.
import { useState } from 'react';
import type { Address, User } from '@storefront/sdk';
import type { ContactErrors, RequiredCheckoutFields } from '@storefront/domain';
import { Box, Button, chakra, Heading, Stack, Text } from '@storefront/ui';
import { PhoneInput, RutInput, type PhoneValue } from '@storefront/ui/forms';
import { AddressDialog } from '@storefront/widgets/address';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

export interface ContactValues {
  rut: string;
  phone: PhoneValue;
  addressId: string | null;
}

export interface ContactSectionProps {
  user: User;
  required: RequiredCheckoutFields;
  values: ContactValues;
  errors: ContactErrors;
  showErrors: boolean;
  deliverableCommunes: readonly string[];
  onChange(values: ContactValues): void;
  onBlurField(field: 'rut' | 'phone'): void;
  onAddressAdded(address: Address): void;
}

export const addressLine = (address: Address) =>
  [[address.street, address.number].filter(Boolean).join(' '), address.commune]
    .filter(Boolean)
    .join(', ');

export function ContactSection(props: ContactSectionProps) {
  const { user, required, values, errors, showErrors, onChange } = props;
  const [dialogOpen, setDialogOpen] = useState(false);
  const addresses = user.addresses ?? [];
  if (!required.rut && !required.phone && !required.address) return null;

  return (
    <Stack as="section" aria-labelledby="checkout-contact" gap="4">
      <Heading as="h2" id="checkout-contact" size="md">
        {TEXTS.contact}
      </Heading>
      {required.rut ? (
        <RutInput
          value={values.rut}
          onChange={(rut) => onChange({ ...values, rut })}
          onBlur={() => props.onBlurField('rut')}
          showError={showErrors}
        />
      ) : null}
      {required.phone ? (
        <PhoneInput
          value={values.phone}
          onChange={(phone) => onChange({ ...values, phone })}
          onBlur={() => props.onBlurField('phone')}
          showError={showErrors}
        />
      ) : null}
      {required.address ? (
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend fontWeight="medium" mb="2">
            {TEXTS.address}
          </chakra.legend>
          {addresses.length === 0 ? (
            <Text color="fg.muted" mb="2">
              {TEXTS.noAddress}
            </Text>
          ) : (
            <Stack gap="2" role="radiogroup" aria-label={TEXTS.address}>
              {addresses.map((address) => (
                <chakra.label
                  key={address._id}
                  display="flex"
                  alignItems="center"
                  gap="3"
                  borderWidth="1px"
                  borderColor={values.addressId === address._id ? 'brand.solid' : 'border'}
                  borderRadius="md"
                  px="3"
                  py="2"
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={values.addressId === address._id}
                    onChange={() => onChange({ ...values, addressId: address._id ?? null })}
                  />
                  <Text>{addressLine(address)}</Text>
                </chakra.label>
              ))}
            </Stack>
          )}
          {errors.address && (showErrors || values.addressId) ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              {errors.address}
            </Text>
          ) : null}
          <Box mt="3">
            <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
              {TEXTS.addAddress}
            </Button>
          </Box>
          <AddressDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            userId={user.userId}
            deliverableCommunes={props.deliverableCommunes}
            onSaved={(address) => props.onAddressAdded(address)}
          />
        </chakra.fieldset>
      ) : null}
    </Stack>
  );
}
