// A form dialog is ready to type in once its focus trap has taken the focus. The trap (Ark UI's)
// moves the focus to the first field a frame after the dialog shows, and selects that field's
// text: typing into another field before then would be redirected to the first one, with its text
// selected (on a busy machine, a fill('') of the RUT once emptied the name instead).
import { expect, type Locator } from '@playwright/test';

/** The dialog is visible and the focus is on one of its controls (not on the dialog itself). */
export async function expectDialogReady(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) => element !== document.activeElement && element.contains(document.activeElement),
      ),
    )
    .toBe(true);
}
