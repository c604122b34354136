// The contact form (spec 001 §2, §5 Checkout form): rut, phone and the delivery address, each only
// when required. Rut and phone are the fields of the checkout's contact form (the domain's
// checkoutContactFormSchema), saved to the profile on blur when valid and changed; addresses are
// the profile's (a radio group: the chosen one is the screen's state, judged by addressError), and
// a new one comes from the shared address dialog.
import { useState } from 'react';
import type { Address, User } from '@storefront/sdk';
import type {
  checkoutContactFormSchema,
  PhoneCountry,
  RequiredCheckoutFields,
} from '@storefront/domain';
import { Box, Button, chakra, Heading, Stack, Text } from '@storefront/ui';
import { FormPhoneField, FormRutField, type SchemaForm } from '@storefront/ui/forms';
import { AddressDialog } from '@storefront/widgets/address';
import { CHECKOUT_TEXTS as TEXTS } from './checkout-texts';

export interface ContactSectionProps {
  user: User;
  required: RequiredCheckoutFields;
  form: SchemaForm<ReturnType<typeof checkoutContactFormSchema>>;
  /** The phone country list once loaded (the phone field loads its own until then). */
  countries?: readonly PhoneCountry[];
  addressId: string | null;
  /** The chosen address's message (addressError), or null. */
  addressError: string | null;
  /** Confirmar was pressed: every message shows. */
  submitted: boolean;
  deliverableCommunes: readonly string[];
  onAddressChange(addressId: string | null): void;
  onBlurField(field: 'rut' | 'phone'): void;
  onAddressAdded(address: Address): void;
}

export const addressLine = (address: Address) =>
  [[address.street, address.number].filter(Boolean).join(' '), address.commune]
    .filter(Boolean)
    .join(', ');

export function ContactSection(props: ContactSectionProps) {
  const { user, required, form, addressId, submitted } = props;
  const [dialogOpen, setDialogOpen] = useState(false);
  const addresses = user.addresses ?? [];
  if (!required.rut && !required.phone && !required.address) return null;

  return (
    <Stack as="section" aria-labelledby="checkout-contact" gap="4">
      <Heading as="h2" id="checkout-contact" size="md">
        {TEXTS.contact}
      </Heading>
      {required.rut ? (
        <FormRutField form={form} name="rut" onBlur={() => props.onBlurField('rut')} />
      ) : null}
      {required.phone ? (
        <FormPhoneField
          form={form}
          name="phone"
          countries={props.countries}
          onBlur={() => props.onBlurField('phone')}
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
                  borderColor={addressId === address._id ? 'brand.solid' : 'border'}
                  borderRadius="md"
                  px="3"
                  py="2"
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={addressId === address._id}
                    onChange={() => props.onAddressChange(address._id ?? null)}
                  />
                  <Text>{addressLine(address)}</Text>
                </chakra.label>
              ))}
            </Stack>
          )}
          {props.addressError && (submitted || addressId) ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="2">
              {props.addressError}
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
