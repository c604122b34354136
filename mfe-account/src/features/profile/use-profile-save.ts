// Runs one save of the profile screen: busy and failed flags for the open dialog, "Datos
// actualizados" on success. A failed save keeps the dialog open with its error.
import { useCallback, useState } from 'react';
import { bus } from '@storefront/bus';
import { PROFILE_TEXTS } from './profile-texts';

export function useProfileSave(onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setSaving(true);
      setFailed(false);
      try {
        await action();
        bus.emit('toast', { status: 'success', title: PROFILE_TEXTS.saved });
        onDone();
      } catch (error) {
        console.error('[mfe-account] profile: save failed', error);
        setFailed(true);
      } finally {
        setSaving(false);
      }
    },
    [onDone],
  );

  const reset = useCallback(() => setFailed(false), []);
  return { saving, failed, run, reset };
}
