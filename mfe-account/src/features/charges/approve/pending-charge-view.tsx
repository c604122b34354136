// pending-charge (002 §4 "starts at pending-charge, where terms must be accepted"; §5 "Terms
// checkbox appears only if a terms URL exists"): the charge, the terms and the way on, which is
// the next view or, when the flow has none ("otherwise approve directly"), the approval itself.
import { useState } from 'react';
import type { Charge } from '@storefront/sdk/charges';
import { Button, Stack, TermsCheck } from '@storefront/ui';
import { APPROVE_TEXTS as TEXTS } from './approve-texts';
import { ApproveFrame } from './approve-frame';
import { ChargeSummary } from './charge-summary';

export interface PendingChargeViewProps {
  charge: Charge;
  termsUrl: string | null | undefined;
  termsAccepted: boolean;
  onTermsChange(accepted: boolean): void;
  /** The next step approves at once (no payment type, no card). */
  approvesDirectly: boolean;
  approving: boolean;
  onContinue(): void;
  onBack(): void;
  focusTitle?: boolean;
}

export function PendingChargeView(props: PendingChargeViewProps) {
  const { charge, termsUrl, termsAccepted, approvesDirectly, approving } = props;
  const [tried, setTried] = useState(false);
  const refused = tried && !termsAccepted;

  const onContinue = () => {
    setTried(true);
    if (termsAccepted) props.onContinue();
  };

  return (
    <ApproveFrame
      title={TEXTS.pendingTitle}
      intro={termsUrl ? TEXTS.pendingIntro : TEXTS.pendingIntroNoTerms}
      focusTitle={props.focusTitle}
      onBack={props.onBack}
    >
      <ChargeSummary charge={charge} />
      <Stack gap="3">
        {/* Without a terms page there is nothing to accept (§5). */}
        {termsUrl ? (
          <TermsCheck
            termsUrl={termsUrl}
            checked={termsAccepted}
            onChange={props.onTermsChange}
            refused={refused}
          />
        ) : null}
        <Button
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          onClick={onContinue}
          loading={approving}
          loadingText={TEXTS.approving}
        >
          {approvesDirectly ? TEXTS.approve : TEXTS.continue}
        </Button>
      </Stack>
    </ApproveFrame>
  );
}
