// The phone field pair (spec 000 §5 "Phone"): a country select "País" (the domain's country list,
// default +56) and a number field "Teléfono". Messages from the domain's validatePhone: "Debes
// seleccionar un país", "Este campo es obligatorio", "Debe contener sólo números", "Debe contener
// exactamente N dígitos" (N = the selected country's example number length).
// Controlled ({ prefix, number }); the long list is loaded on first render unless given.
import { useEffect, useId, useState } from 'react';
import { HStack } from '@chakra-ui/react';
import { Field, Input, NativeSelect } from '../fields';
import {
  DEFAULT_PHONE_COUNTRY,
  findPhoneCountry,
  loadPhoneCountries,
  validatePhone,
  type PhoneCountry,
} from '@storefront/domain';

export interface PhoneValue {
  /** '+56'; '' when no country is chosen. */
  prefix: string;
  number: string;
}

export interface PhoneInputProps {
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  onBlur?(): void;
  /** The country list; default: the domain's, loaded on first render. */
  countries?: readonly PhoneCountry[];
  /** Show the message before the number field was left (e.g. after a submit attempt). */
  showError?: boolean;
  disabled?: boolean;
  name?: string;
}

/** The country a value stands for (the remembered ISO code when several share the prefix). */
function countryOf(
  value: PhoneValue,
  countries: readonly PhoneCountry[],
  iso2?: string | null,
): PhoneCountry | null {
  const picked = iso2
    ? countries.find((c) => c.iso2 === iso2 && c.prefix === value.prefix)
    : undefined;
  return picked ?? findPhoneCountry(countries, value.prefix);
}

/** null when the pair is valid, else the spec's message. Without a list only Chile is known. */
export function phoneError(
  value: PhoneValue,
  countries: readonly PhoneCountry[] = [DEFAULT_PHONE_COUNTRY],
): string | null {
  return validatePhone(value.number, countryOf(value, countries));
}

function useCountries(given: readonly PhoneCountry[] | undefined): readonly PhoneCountry[] | null {
  const [loaded, setLoaded] = useState<readonly PhoneCountry[] | null>(null);
  useEffect(() => {
    if (given) return undefined;
    let live = true;
    loadPhoneCountries()
      .then((list) => live && setLoaded(list))
      .catch((error: unknown) => console.warn('[ui] phone country list unavailable', error));
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? loaded;
}

export function PhoneInput({
  value,
  onChange,
  onBlur,
  countries: given,
  showError,
  disabled,
  name,
}: PhoneInputProps) {
  const countries = useCountries(given);
  const ids = useId();
  const [touched, setTouched] = useState(false);
  // Several countries share a prefix (+1, +7): remember which one was picked.
  const [iso2, setIso2] = useState<string | null>(null);
  const list =
    countries ?? (value.prefix === DEFAULT_PHONE_COUNTRY.prefix ? [DEFAULT_PHONE_COUNTRY] : []);
  const selected = countryOf(value, list, iso2);
  const message = countries || selected ? validatePhone(value.number, selected) : null;
  const shown = touched || showError || value.number !== '' || !selected ? message : null;

  return (
    <HStack align="start" gap="3">
      <Field.Root
        invalid={!selected && Boolean(shown)}
        disabled={disabled}
        w="auto"
        maxW="44"
        ids={{ control: `${ids}-country` }}
      >
        <Field.Label>País</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name ? `${name}Prefix` : undefined}
            value={selected?.iso2 ?? ''}
            onChange={(event) => {
              const country = list.find((c) => c.iso2 === event.target.value) ?? null;
              setIso2(country?.iso2 ?? null);
              onChange({ prefix: country?.prefix ?? '', number: value.number });
            }}
          >
            <option value="">Selecciona</option>
            {list.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {`${c.name} (${c.prefix})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root
        invalid={Boolean(shown)}
        disabled={disabled}
        flex="1"
        ids={{ control: `${ids}-number`, errorText: `${ids}-error` }}
      >
        <Field.Label>Teléfono</Field.Label>
        <Input
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-describedby={shown ? `${ids}-error` : undefined}
          value={value.number}
          onChange={(event) => onChange({ prefix: value.prefix, number: event.target.value })}
          onBlur={() => {
            setTouched(true);
            onBlur?.();
          }}
        />
        {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
      </Field.Root>
    </HStack>
  );
}
