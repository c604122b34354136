// A dialog holding a form (profile dialogs, the forced "Confirma tus datos"): the fields go in
// `children`, the submit button in `footer` (type="submit"). `dismissible={false}` makes it
// impossible to leave with Escape, an outside click or a close button: only saving closes it.
// The Chakra dialog code is loaded when first opened (like the other overlays).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Default true. false: no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  onClose?(): void;
  /** Called on submit (Enter in a field or a type="submit" button). */
  onSubmit?(): void | Promise<void>;
  /** Accessible name of the close (X) button. Default "Cerrar". */
  closeLabel?: string;
}

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
