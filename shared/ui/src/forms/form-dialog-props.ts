// The form dialog's props, apart so its lazy implementation imports them without a circle.
import type { ReactNode } from 'react';

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
