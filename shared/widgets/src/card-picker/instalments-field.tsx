// The instalments selector (spec 001 §5 Cards and instalments), next to the card picker in the
// checkout and the subscription edit: shown only when the domain offers options (a Credit card,
// every billing type supported); 'Sin cuotas' first.
import { useId } from 'react';
import type { InstalmentOption } from '@storefront/domain';
import { chakra } from '@storefront/ui';
import { Field } from '@storefront/ui/fields';

export const INSTALMENTS_LABEL = 'Cuotas';

export function InstalmentsField(props: {
  options: InstalmentOption[];
  value: number;
  onChange(value: number): void;
  label?: string;
}) {
  const id = useId();
  if (props.options.length === 0) return null;
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{props.label ?? INSTALMENTS_LABEL}</Field.Label>
      <chakra.select
        id={id}
        w="full"
        h="10"
        px="3"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}
