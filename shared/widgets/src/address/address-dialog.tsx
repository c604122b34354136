// The address dialog (spec 001 §2: "a selecting stage (search, restricted to Chile and type
// address), then a details stage, then saving"; §5 Address rules; §7 POST users/{userId}/addAddress
// "tracks event 'User Added Address'"). A chosen place that breaks a rule (no street number,
// outside the store's coverage) is refused in the search stage with the spec's text; the shopper's
// typing is kept so she can correct it.
import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus } from '@storefront/bus';
import { addressError } from '@storefront/domain';
import type { Address, User } from '@storefront/sdk';
import type { PlaceDetails, PlacePrediction, PlacesProvider } from '@storefront/sdk/purchases';
import { runtimeConfigAtom, useApi, useServerDataCache, uuid } from '@storefront/state';
import { Box, Button, HStack, Modal, Stack, Text } from '@storefront/ui';
import { Field, Input, Textarea } from '@storefront/ui/fields';
import { ADDRESS_TEXTS as TEXTS } from './address-texts';
import { placesProviderFor } from './places-provider';
import { usePlaceSearch } from './use-place-search';

export interface AddressDialogProps {
  open: boolean;
  onClose(): void;
  userId: string;
  /** The store's deliveryCoveragePolicy.deliverableCommunes (empty: everywhere). */
  deliverableCommunes?: readonly string[];
  /** After the save: the new address and the user the server answered with. */
  onSaved(address: Address, user: User): void;
  /** Another places provider; default the configured one (places-provider.ts). */
  places?: PlacesProvider;
}

export function AddressDialog(props: AddressDialogProps) {
  // A fresh dialog (and search session) every time it opens.
  return props.open ? <OpenAddressDialog {...props} /> : null;
}

function OpenAddressDialog(props: AddressDialogProps) {
  const api = useApi();
  const cache = useServerDataCache();
  const mapsApiKey = useAtomValue(runtimeConfigAtom)?.thirdParties.mapsApiKey;
  const places = props.places ?? placesProviderFor(mapsApiKey, api);
  const sessionToken = useMemo(uuid, []);
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PlaceDetails | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [apartment, setApartment] = useState('');
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const search = usePlaceSearch(places, text, sessionToken);
  const id = useId();

  const choose = async (prediction: PlacePrediction) => {
    setChoosing(prediction.placeId);
    setRuleError(null);
    try {
      const details = await places.details(prediction.placeId, { sessionToken });
      const error = addressError(details, props.deliverableCommunes);
      if (error) setRuleError(error);
      else setPlace(details);
    } catch (error) {
      console.error('[widgets] address: details failed', error);
      setRuleError(TEXTS.searchError);
    } finally {
      setChoosing(null);
    }
  };

  const save = async () => {
    if (!place) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const user = await api.users.addAddress(props.userId, {
        street: place.street,
        number: place.number,
        commune: place.commune,
        province: place.province ?? null,
        region: place.region ?? null,
        locality: place.locality ?? null,
        country: place.country,
        apartment: apartment.trim() || null,
        comment: comment.trim() || null,
      });
      bus.emit('analytics', {
        kind: 'track',
        event: TEXTS.addressAdded,
        props: { commune: place.commune, region: place.region ?? null },
      });
      cache.invalidate(['profile']);
      const added = user.addresses?.[user.addresses.length - 1];
      if (added) props.onSaved(added, user);
      props.onClose();
    } catch (error) {
      console.error('[widgets] address: save failed', error);
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={props.onClose}
      title={place ? TEXTS.detailsTitle : TEXTS.title}
      size="md"
      footer={
        place ? (
          <HStack justify="flex-end" gap="3" w="full">
            <Button variant="outline" onClick={() => setPlace(null)} disabled={saving}>
              {TEXTS.change}
            </Button>
            <Button colorPalette="brand" onClick={() => void save()} loading={saving}>
              {TEXTS.save}
            </Button>
          </HStack>
        ) : undefined
      }
    >
      {place ? (
        <Stack gap="4">
          <Box borderWidth="1px" borderRadius="md" px="4" py="3">
            <Text fontWeight="semibold">
              {place.street} {place.number}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {[place.commune, place.region].filter(Boolean).join(', ')}
            </Text>
          </Box>
          <Field.Root>
            <Field.Label>{TEXTS.apartment}</Field.Label>
            <Input
              value={apartment}
              maxLength={100}
              onChange={(e) => setApartment(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{TEXTS.comment}</Field.Label>
            <Textarea
              value={comment}
              maxLength={300}
              onChange={(e) => setComment(e.target.value)}
            />
          </Field.Root>
          {saveFailed ? (
            <Text role="alert" color="fg.error">
              {TEXTS.saveError}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="3">
          <Field.Root invalid={Boolean(ruleError)}>
            <Field.Label htmlFor={`${id}-search`}>{TEXTS.searchLabel}</Field.Label>
            <Input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={text}
              aria-describedby={`${id}-hint${ruleError ? ` ${id}-rule` : ''}`}
              onChange={(e) => {
                setText(e.target.value);
                setRuleError(null);
              }}
            />
            <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
              {TEXTS.searchHint}
            </Text>
          </Field.Root>
          {ruleError ? (
            <Text id={`${id}-rule`} role="alert" color="fg.error">
              {ruleError}
            </Text>
          ) : null}
          <Text aria-live="polite" fontSize="sm" color="fg.muted">
            {search.status === 'searching'
              ? TEXTS.searching
              : search.status === 'error'
                ? TEXTS.searchError
                : search.status === 'done'
                  ? search.predictions.length
                    ? TEXTS.results(search.predictions.length)
                    : TEXTS.noResults
                  : ''}
          </Text>
          {search.status === 'done' && search.predictions.length > 0 ? (
            <Stack
              as="ul"
              gap="2"
              listStyleType="none"
              m="0"
              p="0"
              aria-label="Direcciones encontradas"
            >
              {search.predictions.map((prediction) => (
                <li key={prediction.placeId}>
                  <Button
                    variant="outline"
                    w="full"
                    h="auto"
                    py="2"
                    justifyContent="flex-start"
                    textAlign="start"
                    whiteSpace="normal"
                    loading={choosing === prediction.placeId}
                    disabled={choosing !== null}
                    aria-label={prediction.description}
                    onClick={() => void choose(prediction)}
                  >
                    <Stack gap="0" align="flex-start">
                      <Text fontWeight="semibold">{prediction.mainText}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {prediction.secondaryText}
                      </Text>
                    </Stack>
                  </Button>
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
