// "A calendar of what is coming" (issue 12, beyond the spec): the shopper's feed of charges,
// deliveries and pause ends, which a phone calendar subscribes to (webcal) or a desktop one
// imports (.ics). The link carries its own token, so it is asked for only when she wants it, not
// on every visit of the list.
import { lazy, Suspense, useState } from 'react';
import { subscriptionsApi, type CalendarLink as Link } from '@storefront/sdk/subscriptions';
import { useApi } from '@storefront/state';
import { Button, Modal, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS } from './subscriptions-texts';

const TEXTS = SUBSCRIPTIONS_TEXTS.calendar;
const loadBody = () => import('./calendar-link-body');
const CalendarLinkBody = lazy(loadBody);

export function CalendarLink({ userId, storeId }: { userId: string; storeId: string }) {
  const api = useApi();
  const [link, setLink] = useState<Link | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setLoading(true);
    setFailed(false);
    loadBody().catch(() => undefined); // alongside the link's request; a failure shows on render
    try {
      setLink(await subscriptionsApi(api).calendarLink({ userId, storeId }));
    } catch (error) {
      console.error('[mfe-account] subscriptions: calendarLink failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" loading={loading} onClick={() => void open()}>
        {TEXTS.open}
      </Button>
      {failed ? (
        <Text role="alert" color="brand.error" fontSize="sm">
          {TEXTS.failed}
        </Text>
      ) : null}
      <Modal open={link !== null} onClose={() => setLink(null)} title={TEXTS.title} width="375px">
        {link ? (
          <Suspense fallback={null}>
            <CalendarLinkBody link={link} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
