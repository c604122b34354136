// fast-checkout?token=… (001 §2 "Fast checkout": "The parent route takes a token query parameter.
// It creates a subscription and goes to fast-checkout/{id}/payment. With no token, or on an error,
// a failure dialog shows"; §7 createApiCheckoutSub; §8). Login required (routes.json): the shell's
// guard sends a visitor to login and back here with the token. The create is safe to repeat (the
// server answers the same subscription for a token), so a reload or a double mount is harmless.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fastCheckoutToken } from '@storefront/domain';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi, useStorePath, useTenant } from '@storefront/state';
import { Box, Heading, PageSpinner, ResultDialog, Text } from '@storefront/ui';
import { FAST_TEXTS as T } from './fast-checkout-texts';
import { keepMerchantUrls, useFastCheckoutExit } from './merchant-exit';

export default function FastCheckoutPage() {
  const api = useApi();
  const { store } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const location = useLocation();
  const exit = useFastCheckoutExit();
  const token = fastCheckoutToken(location.search);
  const [failed, setFailed] = useState(token === null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    subscriptionsApi(api)
      .createApiCheckoutSub({ token, storeId: store._id })
      .then((answer) => {
        keepMerchantUrls(answer, store);
        const id = answer.subscriptions[0]!._id;
        // Replace: back from the payment step never lands on a spent token.
        navigate(storePath(`fast-checkout/${encodeURIComponent(id)}/payment`), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[mfe-payments] fast checkout: create failed', error);
        setFailed(true);
      });
  }, [api, navigate, store, storePath, token]);

  if (!failed) return <PageSpinner label={T.creating} minH="60vh" />;
  return (
    <Box px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl">
        {T.pageTitle}
      </Heading>
      <ResultDialog
        open
        variant="failure"
        title={T.failureTitle}
        body={<Text role="alert">{T.failureBody}</Text>}
        actionLabel={T.continue}
        onClose={() => exit('failure')}
      />
    </Box>
  );
}
