import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: ReactNode;
  /** Default "Confirmar". */
  confirmLabel?: string;
  /** Default "Cancelar". */
  cancelLabel?: string;
  onConfirm(): void | Promise<void>;
  onCancel(): void;
  /** Disables both buttons and shows a spinner on confirm (e.g. while the request runs). */
  loading?: boolean;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
}

export interface ResultDialogProps {
  open: boolean;
  variant: 'success' | 'failure';
  title: string;
  body?: ReactNode;
  /** Default "Aceptar". */
  actionLabel?: string;
  onClose(): void;
}

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full' | 'cover';
  /** An exact width (e.g. '375px'), capped by the viewport; overrides the size's width. */
  width?: string;
  /** Accessible name of the close (X) button. Default "Cerrar". */
  closeLabel?: string;
}

export interface SideDrawerProps {
  open: boolean;
  onClose(): void;
  /** Accessible title of the drawer (visually hidden when `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  placement?: 'start' | 'end';
  children: ReactNode;
  /** Default "Cerrar". */
  closeLabel?: string;
  bg?: string;
  color?: string;
}

export interface DropdownMenuItem {
  value: string;
  label: ReactNode;
  onSelect(): void;
}

export interface DropdownMenuProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  items: DropdownMenuItem[];
  color?: string;
  bg?: string;
}

export interface ToastOptions {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  durationMs?: number;
}
