// Issue 39: a sign-in whose proof of the e-mail removed a password set before it (the provider's
// guard against pre-registration) says so, and she is told once, as she goes on, how to have a
// password again. Every sign-in that proves the e-mail calls it: a code, Google, a merchant's link.
import { PASSWORD_REMOVED_TEXTS } from '@storefront/domain';
import { toast } from '@storefront/ui';

export function tellIfPasswordRemoved(tokens: { passwordRemoved?: boolean | null }): void {
  if (!tokens.passwordRemoved) return;
  const { title, description, durationMs } = PASSWORD_REMOVED_TEXTS;
  toast({ status: 'warning', title, description, durationMs });
}
