// userpanel/charges, "Mis Cobros" (spec 002 §2): the shopper's charges in this store in four
// sections (pending, active = approved, completed, rejected), one list call per status, each with
// its title and empty text, or 'Aún no tienes cobros programados' when all are empty; the toasts
// the query asks for (a card change, a hired service, a failed first charge).
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHARGE_LIST_SECTIONS, HIRED_CHARGE_PARAM } from '@storefront/domain';
import { useSession, useTenant } from '@storefront/state';
import { lazyPage, RowsSkeleton, Stack } from '@storefront/ui';
import { LoadError } from '../../components/load-error';
import { useChargeLists } from './charge-reads';
import { ChargeSection } from './charge-section';
import { CHARGES_TEXTS as TEXTS } from './charges-texts';
import { useChargeListToasts } from './use-charge-list-toasts';
import { PanelPage } from '../../components/panel-page';
import { EmptyText } from '../../components/empty-text';

/** What a hire paid and what comes next (issue 39): fetched only on a visit that follows a hire. */
const HiredOutcome = lazyPage<{ firstChargeFailed: boolean }>(
  () => import('./hired-outcome'),
  'HiredOutcome',
);

export default function ChargesPage() {
  const { store } = useTenant();
  const session = useSession();
  const lists = useChargeLists(session?.user.userId, store._id);
  useChargeListToasts();
  const [search] = useSearchParams();
  // Read before the toasts drop charged=false from the query: the hire's summary says it failed.
  const [firstChargeFailed] = useState(() => search.get('charged') === 'false');
  // One "now" per render of the list: every card reads late instalments against the same instant.
  const now = useMemo(() => new Date(), []);

  const failed = lists.some((list) => list.state.status === 'error');
  const data = lists.map((list) => list.state.data);
  const ready = data.every((charges) => charges !== undefined);
  const allEmpty = ready && data.every((charges) => charges!.length === 0);

  return (
    <PanelPage title={TEXTS.title}>
      {search.get(HIRED_CHARGE_PARAM) ? (
        // Its own boundary: while the chunk loads the list shows as it is.
        <Suspense fallback={null}>
          <HiredOutcome firstChargeFailed={firstChargeFailed} />
        </Suspense>
      ) : null}
      {failed ? (
        <LoadError
          text={TEXTS.loadError}
          retry={TEXTS.retry}
          onRetry={() => lists.forEach((list) => void list.reload())}
        />
      ) : !ready ? (
        <RowsSkeleton label={TEXTS.loading} />
      ) : allEmpty ? (
        <EmptyText>{TEXTS.noCharges}</EmptyText>
      ) : (
        <Stack gap="8">
          {CHARGE_LIST_SECTIONS.map((section, index) => (
            <ChargeSection
              key={section.status}
              section={section}
              charges={data[index]!}
              now={now}
            />
          ))}
        </Stack>
      )}
    </PanelPage>
  );
}
