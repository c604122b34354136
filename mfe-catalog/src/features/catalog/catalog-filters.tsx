// What the desktop sidebar and the mobile drawer hold: categories, brands and a reset.
import { Button, Stack } from '@storefront/ui';
import { BrandFilter } from './brand-filter';
import { CategoryFilter } from './category-filter';
import type { CategoryNode } from './category-tree';

export interface CatalogFiltersProps {
  categories: readonly CategoryNode[];
  brands: readonly string[];
  selectedCategories: readonly string[];
  selectedBrands: readonly string[];
  onToggleCategory(name: string): void;
  onToggleBrand(name: string): void;
  onClear?(): void;
}

export function CatalogFilters(props: CatalogFiltersProps) {
  const active = props.selectedCategories.length + props.selectedBrands.length > 0;
  return (
    <Stack gap="6">
      {active && props.onClear ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={props.onClear}>
          Limpiar filtros
        </Button>
      ) : null}
      {props.categories.length > 0 ? (
        <CategoryFilter
          nodes={props.categories}
          selected={props.selectedCategories}
          onToggle={props.onToggleCategory}
        />
      ) : null}
      <BrandFilter
        brands={props.brands}
        selected={props.selectedBrands}
        onToggle={props.onToggleBrand}
      />
    </Stack>
  );
}
