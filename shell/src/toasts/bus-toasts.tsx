// Remotes ask for toasts over the bus ('toast'), so none of them needs to know where the toaster
// lives; the shell shows them with the ui toaster (loaded on first use).
import { useEffect } from 'react';
import { bus } from '@storefront/bus';
import { toast } from '@storefront/ui';

export function BusToasts({ show = toast }: { show?: typeof toast }) {
  useEffect(() => bus.on('toast', (payload) => show(payload)), [show]);
  return null;
}
