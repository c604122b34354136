// A charge that could not be read (a failed call, or not the shopper's: the provider answers 404):
// 'Ha habido un error' as on the payment screen, with a retry and the way back to "Mis Cobros".
import { Link as RouterLink } from 'react-router-dom';
import { useStorePath } from '@storefront/state';
import { Button, HStack, PageError } from '@storefront/ui';
import { CHARGE_TEXTS as TEXTS } from './charge-texts';

export function ChargeLoadError({ onRetry }: { onRetry(): void }) {
  const storePath = useStorePath();
  return (
    <PageError title={TEXTS.loadError} body={TEXTS.loadErrorBody}>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button variant="outline" onClick={onRetry}>
          {TEXTS.retry}
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={storePath('userpanel/charges')}>{TEXTS.back}</RouterLink>
        </Button>
      </HStack>
    </PageError>
  );
}
