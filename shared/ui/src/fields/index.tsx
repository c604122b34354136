// Entry `@storefront/ui/fields` (a singleton of its own, issue 41): Field, Input, Textarea and
// NativeSelect. They are ark-ui's field underneath (~4 KB gzipped with zag's helpers) with recipes
// of ~5 KB: out of the main entry, a page without a text field (the landing, the cart, the panel's
// lists) no longer loads them. Each part registers its recipes on
// first render (recipes-on-demand.ts), so they are not in the base theme either. Same rule as
// `/forms`: it draws with Chakra imported directly, so the host provides it. The field kit
// (`forms/`) imports this file by path, not by name: by name moved webpack's split of the shared
// chunks and cost every route 0.3 KB and the pages with a field 1.2–1.8 KB (HISTORY.md).
import type { ComponentProps } from 'react';
import {
  Field as ChakraField,
  Input as ChakraInput,
  NativeSelect as ChakraNativeSelect,
  Textarea as ChakraTextarea,
} from '@chakra-ui/react';
import {
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

const RECIPES = {
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: { field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
};

// Each wrapper takes its Chakra part's props; a ref passes through as a prop (React 19).
function FieldRoot(props: ComponentProps<typeof ChakraField.Root>) {
  useRecipesOnDemand(RECIPES);
  return <ChakraField.Root {...props} />;
}

/** Chakra's Field; its Root registers the fields' recipes. */
export const Field = { ...ChakraField, Root: FieldRoot };

export function Input(props: ComponentProps<typeof ChakraInput>) {
  useRecipesOnDemand(RECIPES);
  return <ChakraInput {...props} />;
}

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  useRecipesOnDemand(RECIPES);
  return <ChakraTextarea {...props} />;
}

function NativeSelectRoot(props: ComponentProps<typeof ChakraNativeSelect.Root>) {
  useRecipesOnDemand(RECIPES);
  return <ChakraNativeSelect.Root {...props} />;
}

/** Chakra's NativeSelect; its Root registers the fields' recipes. */
export const NativeSelect = { ...ChakraNativeSelect, Root: NativeSelectRoot };
