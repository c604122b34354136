// Category filter buttons: "Todos" plus one per non-hidden landing category (spec 000 §2 Landing).
// A toggle group: the pressed button says which sections show.
import { Button, Wrap } from '@storefront/ui';

export const ALL_LABEL = 'Todos';

export interface CategoryFilterProps {
  names: readonly string[];
  /** null = "Todos". */
  selected: string | null;
  onSelect(name: string | null): void;
}

export function CategoryFilter({ names, selected, onSelect }: CategoryFilterProps) {
  if (names.length === 0) return null;
  const options: Array<{ label: string; value: string | null }> = [
    { label: ALL_LABEL, value: null },
    ...names.map((name) => ({ label: name, value: name })),
  ];
  return (
    <Wrap as="nav" aria-label="Filtrar por categoría" gap="2" justify="center">
      {options.map(({ label, value }) => {
        const pressed = selected === value;
        return (
          <Button
            key={label}
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            size={{ base: 'sm', md: 'md' }}
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
          >
            {label}
          </Button>
        );
      })}
    </Wrap>
  );
}
