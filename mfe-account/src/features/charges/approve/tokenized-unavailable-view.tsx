// tokenized-unavailable (002 §4 "if required and unavailable: tokenized-unavailable"; §8 "Automatic
// payment not enabled"): the store requires automatic payment and offers no tokenized method, so
// the charge cannot be approved here; the shopper is told to contact the merchant.
import { Link as RouterLink } from 'react-router-dom';
import { useStorePath } from '@storefront/state';
import { Box, Button, Text } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';
import { ApproveFrame } from './approve-frame';

export function TokenizedUnavailableView(props: { onBack(): void; focusTitle?: boolean }) {
  const storePath = useStorePath();
  return (
    <ApproveFrame
      title={TEXTS.unavailableTitle}
      focusTitle={props.focusTitle}
      onBack={props.onBack}
    >
      <Text borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
        {TEXTS.unavailableBody}
      </Text>
      <Box>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={storePath('userpanel/charges')}>{TEXTS.toCharges}</RouterLink>
        </Button>
      </Box>
    </ApproveFrame>
  );
}
