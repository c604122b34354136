import { Toast, Toaster, createToaster, Stack } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useRecipesOnDemand } from '../system/recipes-on-demand';

// Registered when this chunk renders, not in the base theme (recipes-on-demand.ts).
const RECIPES = { slotRecipes: { toast: toastSlotRecipe } };

// Ark names the region "Notifications, top (alt+T)" and the button "Dismiss notification": the
// storefront speaks Spanish (issue 39).
export const TOAST_REGION_LABEL = 'Notificaciones';
export const TOAST_CLOSE_LABEL = 'Cerrar notificación';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

export default function ToasterImpl() {
  useRecipesOnDemand(RECIPES);
  return (
    <Toaster toaster={toaster} aria-label={TOAST_REGION_LABEL}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </Stack>
          <Toast.CloseTrigger aria-label={TOAST_CLOSE_LABEL} />
        </Toast.Root>
      )}
    </Toaster>
  );
}
