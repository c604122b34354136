// The steps of the approval (002 §2 approve: "Multi-step, chosen by query parameter view"; §4
// "Charge approval flow"): the view comes from the query through @storefront/domain's
// approvalViewToShow (newCard=true → the card step; forbidden or not yet allowed → pending-charge,
// and the URL says so); forward moves follow nextAfterPendingCharge / nextAfterPaymentType, back
// moves approvalBack ("From pending-charge: go back one page").
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  approvalBack,
  approvalViewToShow,
  chargeApprovalContext,
  firstOverdueInstallmentId,
  installmentIssuerFees,
  nextAfterPaymentType,
  nextAfterPendingCharge,
  type ApprovalView,
} from '@storefront/domain';
import { useStorePath, useTenant } from '@storefront/state';
import { CardView } from './card-view';
import { PaymentTypeView } from './payment-type-view';
import { PendingChargeView } from './pending-charge-view';
import { TokenizedUnavailableView } from './tokenized-unavailable-view';
import { useApproveCharge } from './use-approve-charge';
import type { ApprovalData } from './use-approval-charge';
import { useTermsAcceptance } from './use-terms-acceptance';

export function ApprovalFlow({ data, userId }: { data: ApprovalData; userId: string | undefined }) {
  const { charge, availableMethodIds } = data;
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const terms = useTermsAcceptance(charge._id, store.termsAndConditionsUrl);
  const { approve, approving } = useApproveCharge(charge, userId, terms.forget);
  // After the shopper's first move every new view takes the focus (its title).
  const [acted, setActed] = useState(false);

  const ctx = chargeApprovalContext({
    requireTokenized: policy.paymentMethodsPolicy?.requireTokenized,
    availableMethodIds,
    installments: charge.subscriptions,
  });
  const newCard = search.get('newCard') === 'true';
  const view = approvalViewToShow({
    view: search.get('view'),
    newCard,
    termsAccepted: terms.accepted,
    ctx,
  });

  // The URL names the view shown: a guard's reset or newCard's jump replaces it (newCard itself is
  // left for the card step's inscription return, which removes it once handled).
  const urlView = search.get('view');
  const urlInSync = urlView === view || (urlView === null && view === 'pending-charge' && !newCard);
  useEffect(() => {
    if (urlInSync) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', view);
        if (view !== 'tokenized-payment-methods') next.delete('newCard');
        return next;
      },
      { replace: true },
    );
  }, [urlInSync, view, setSearch]);

  const goTo = (next: ApprovalView) => {
    setActed(true);
    setSearch({ view: next });
  };
  const back = () => {
    const target = approvalBack(view, ctx);
    if (target !== 'history-back') return goTo(target);
    // Opened directly (no page of this site before it): the charges list is the page before.
    if (location.key !== 'default') navigate(-1);
    else navigate(storePath('userpanel/charges'));
  };

  // The views render once the URL names them: the card step's inscription return edits this
  // query (it drops newCard), so it must start from the query that keeps the view.
  if (!urlInSync) return null;

  switch (view) {
    case 'pending-charge': {
      const next = nextAfterPendingCharge(ctx);
      return (
        <PendingChargeView
          charge={charge}
          termsUrl={store.termsAndConditionsUrl}
          termsAccepted={terms.accepted}
          onTermsChange={terms.setAccepted}
          approvesDirectly={next === 'approve'}
          approving={approving}
          onContinue={() => (next === 'approve' ? approve(null) : goTo(next))}
          onBack={back}
          focusTitle={acted}
        />
      );
    }
    case 'payment-type':
      return (
        <PaymentTypeView
          approving={approving}
          onChoose={(type) => {
            const next = nextAfterPaymentType(type);
            if (next === 'approve') approve(null);
            else goTo(next);
          }}
          onBack={back}
          focusTitle={acted}
        />
      );
    case 'tokenized-payment-methods':
      return (
        <CardView
          userId={userId}
          initialCardId={charge.cardId ?? null}
          requireTokenized={ctx.requireTokenized}
          termsAccepted={terms.accepted}
          payNow={firstOverdueInstallmentId(charge.subscriptions) !== null}
          issuerFees={installmentIssuerFees(charge.subscriptions)}
          approving={approving}
          onSubmit={approve}
          onBack={back}
          focusTitle={acted}
        />
      );
    case 'tokenized-unavailable':
      return <TokenizedUnavailableView onBack={back} focusTitle={acted} />;
  }
}
