// Recipes registered by the code that draws with them, when it loads (issue 41). The base theme
// (base-theme.ts) carries only what the first paint draws; a slot recipe there also brings its
// ark/zag anatomy with it. Dialogs, drawer, menu and toasts (lazy chunks) and the form fields (the
// `@storefront/ui/fields` entry) add theirs to the page's system before their first render:
// Chakra reads `theme.recipes` / `theme.slotRecipes` of the system's config on each lookup
// (system.js getRecipe / getSlotRecipe), so a recipe added before a component's first lookup styles
// it as if it had been in the theme. Idempotent: a key the system has is left alone (the tenant's
// own recipe, or one added by an earlier render).
import { useChakraContext, type SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemContext['_config']['theme']>;

export interface RecipesOnDemand {
  recipes?: NonNullable<Theme['recipes']>;
  slotRecipes?: NonNullable<Theme['slotRecipes']>;
}

export function addRecipes(system: SystemContext, { recipes, slotRecipes }: RecipesOnDemand): void {
  const theme = system._config.theme;
  // A system built without a theme has no object Chakra reads its recipes from.
  if (!theme) throw new Error('addRecipes: the system has no theme');
  for (const [key, recipe] of Object.entries(recipes ?? {}))
    if (!system.isRecipe(key)) (theme.recipes ??= {})[key] = recipe;
  for (const [key, recipe] of Object.entries(slotRecipes ?? {}))
    if (!system.isSlotRecipe(key)) (theme.slotRecipes ??= {})[key] = recipe;
}

/** Adds the recipes to the system of the nearest provider, before the caller's children look them up. */
export function useRecipesOnDemand(recipes: RecipesOnDemand): void {
  addRecipes(useChakraContext(), recipes);
}
