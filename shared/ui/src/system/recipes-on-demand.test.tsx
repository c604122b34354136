// The overlays' and the fields' recipes are not in the base theme (issue 41): their code adds them
// to the page's system when it first renders. Without that, a dialog or an input would render
// without its recipe's styles.
import { render, screen } from '@testing-library/react';
import { buttonRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { ConfirmDialog } from '../overlays';
import { Field, Input } from '../fields';
import { UiProvider } from '../provider/ui-provider';
import { createStoreSystem } from './create-store-system';
import { addRecipes } from './recipes-on-demand';

test('a recipe added to a system is found by its lookups; one the system has stays its own', () => {
  const system = createStoreSystem();
  expect(system.isSlotRecipe('dialog')).toBe(false);
  const ownButton = system.getRecipe('button');
  addRecipes(system, {
    recipes: { button: { ...buttonRecipe, base: {} } },
    slotRecipes: { dialog: dialogSlotRecipe },
  });
  expect(system.isSlotRecipe('dialog')).toBe(true);
  expect(system.getSlotRecipe('dialog')).toBe(dialogSlotRecipe);
  expect(system.getRecipe('button')).toBe(ownButton);
});

/** The declarations the recipe layer gives the element's own class ('' when no recipe styled it). */
function recipeStyles(element: Element): string {
  // Emotion writes a style element's text or, once the page has a sheet, inserts rules into it.
  const css = [...document.querySelectorAll('style')]
    .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('');
  const own = [...element.classList].filter((name) => name.startsWith('css-'));
  return own
    .map((name) => css.match(new RegExp(`@layer recipes \\{\\.${name} \\{([^}]*)\\}`))?.[1] ?? '')
    .join('');
}

test('a dialog and a field, loaded after the first paint, draw with their recipes', async () => {
  render(
    <UiProvider preload={false}>
      <Field.Root>
        <Field.Label>Correo</Field.Label>
        <Input />
      </Field.Root>
      <ConfirmDialog
        open
        title="¿Eliminar tarjeta?"
        body="…"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </UiProvider>,
  );
  const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tarjeta?' });
  // The dialog recipe's content: a column of header, body and footer.
  expect(recipeStyles(dialog)).toContain('flex-direction: column');
  // The input recipe: full width, no native appearance.
  const input = screen.getByRole('textbox', { name: 'Correo' });
  expect(recipeStyles(input)).toContain('appearance: none');
  // The field recipe's label.
  expect(recipeStyles(screen.getByText('Correo'))).toContain('font-weight');
});
