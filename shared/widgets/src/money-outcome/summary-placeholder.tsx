// Holds the summary's place while it loads: silent (the dialog's own status line already speaks),
// and sized so the dialog does not jump when the summary arrives.
import { Skeleton } from '@storefront/ui';

export function Placeholder() {
  return <Skeleton h="20" borderRadius="md" aria-hidden />;
}
