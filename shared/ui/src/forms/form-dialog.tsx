// A dialog holding a form (profile dialogs, the forced "Confirma tus datos"): the fields go in
// `children`, the submit button in `footer` (type="submit"). `dismissible={false}` makes it
// impossible to leave with Escape, an outside click or a close button: only saving closes it.
// The Chakra dialog code is loaded when first opened (like the other overlays).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { FormDialogProps } from './form-dialog-props';

export type { FormDialogProps } from './form-dialog-props';

const FormDialogImpl = lazy(() => import('./form-dialog.impl'));

export function FormDialog(props: FormDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  useEffect(() => {
    if (props.open) setMounted(true);
  }, [props.open]);
  if (!mounted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <FormDialogImpl {...props} />
    </Suspense>
  );
}
