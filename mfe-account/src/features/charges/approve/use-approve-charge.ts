// The approval itself (002 §4 "On approval with recurring: each installment's cardId is set to the
// chosen card, then the charge status is set to approved; on success: if any installment is
// overdue, go to payment/{first installment id}; otherwise to charges/{id}/approved"). Without a
// card the charge is approved for manual payment ('single'). 002 §8 "Approve failure:
// approveSucceeded false, no message shown": the button simply comes back for another try.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  afterApprovalTarget,
  approvalPaymentType,
  firstOverdueInstallmentId,
} from '@storefront/domain';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { useApi, useServerDataCache, useStorePath } from '@storefront/state';

export function useApproveCharge(
  charge: Charge,
  userId: string | undefined,
  onApproved: () => void,
) {
  const api = useApi();
  const cache = useServerDataCache();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const [approving, setApproving] = useState(false);
  // One approval at a time: a second click must not send the calls again.
  const inFlight = useRef(false);

  const approve = async (cardId: string | null) => {
    if (inFlight.current || !userId) return;
    inFlight.current = true;
    setApproving(true);
    try {
      const charges = chargesApi(api).charges;
      if (cardId) await charges.saveCardInInstallments(charge._id, { userId, cardId });
      const approved = await charges.approve(charge._id, approvalPaymentType(cardId));
      onApproved();
      // Lists and pages that read charges show the new status when next opened.
      cache.invalidate(['charges']);
      cache.invalidate(['charge']);
      navigate(
        storePath(
          afterApprovalTarget(approved._id, firstOverdueInstallmentId(approved.subscriptions)),
        ),
      );
    } catch (error) {
      console.error('[mfe-account] charge approval: approve failed', error);
      inFlight.current = false;
      setApproving(false);
    }
  };

  return { approve: (cardId: string | null) => void approve(cardId), approving };
}
