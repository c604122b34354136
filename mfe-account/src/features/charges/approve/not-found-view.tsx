// An unknown charge, another shopper's or another store's (the provider answers 404 "Charge not
// found"): said so, with the way to the charges list.
import { Link as RouterLink } from 'react-router-dom';
import { useStorePath } from '@storefront/state';
import { Box, Button } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';
import { ApproveFrame } from './approve-frame';

export function ChargeNotFoundView() {
  const storePath = useStorePath();
  return (
    <ApproveFrame title={TEXTS.notFoundTitle} intro={TEXTS.notFoundBody}>
      <Box>
        <Button asChild colorPalette="brand">
          <RouterLink to={storePath('userpanel/charges')}>{TEXTS.toCharges}</RouterLink>
        </Button>
      </Box>
    </ApproveFrame>
  );
}
