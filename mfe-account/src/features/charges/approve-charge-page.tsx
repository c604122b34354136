// userpanel/charges/{chargeId}/approve (spec 002 §2 approve, §4 "Charge approval flow"; login
// required, the shell guards it): loads the charge and the store's methods, sends a charge that is
// no longer pending to its page ("A non-pending charge redirects to the charge page") and otherwise
// runs the approval steps (./approve).
import { Navigate, useParams } from 'react-router-dom';
import { useSession, useStorePath } from '@storefront/state';
import { PageSpinner } from '@storefront/ui';
import { LoadError } from '../../components/load-error';
import { ApprovalFlow } from './approve/approval-flow';
import { APPROVE_TEXTS as TEXTS } from './approve/approve-texts';
import { ChargeNotFoundView } from './approve/not-found-view';
import { useApprovalCharge } from './approve/use-approval-charge';
import { PanelPage } from '../../components/panel-page';

export default function ApproveChargePage() {
  const { chargeId } = useParams();
  const session = useSession();
  const storePath = useStorePath();
  const userId = session?.user.userId;
  const { state, reload } = useApprovalCharge(userId, chargeId);

  if (state.status === 'ready' && state.data.charge.status !== 'pending') {
    return (
      <Navigate
        to={storePath(`userpanel/charges/${encodeURIComponent(state.data.charge._id)}`)}
        replace
      />
    );
  }
  return (
    <PanelPage>
      {state.status === 'loading' ? <PageSpinner label={TEXTS.loading} minH="30vh" /> : null}
      {state.status === 'error' ? (
        <LoadError text={TEXTS.loadError} retry={TEXTS.retry} onRetry={reload} />
      ) : null}
      {state.status === 'not-found' ? <ChargeNotFoundView /> : null}
      {state.status === 'ready' ? (
        // Keyed by charge: another charge's flow starts afresh.
        <ApprovalFlow key={state.data.charge._id} data={state.data} userId={userId} />
      ) : null}
    </PanelPage>
  );
}
