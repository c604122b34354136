import { Navigate, useParams } from 'react-router-dom';
import { chakra } from '@storefront/ui';
import { storePath } from '@storefront/domain';
import { useTenant } from '@storefront/state';
import { findIframeAddress } from './find-iframe-option';

/** Full-screen, sandboxed embed of a navbar option's "ihttp…" address. */
export default function IframePage() {
  const { text = '' } = useParams();
  const { store, prefix } = useTenant();
  const navbar = store.content.navigation.navbar;
  const address = findIframeAddress(text, [navbar.navOptionsMobile, navbar.navOptionsDesktop]);

  if (!address) return <Navigate to={storePath(prefix, '')} replace />;
  return (
    <chakra.iframe
      title={text}
      src={address}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
      w="full"
      flex="1"
      minH="calc(100dvh - 64px)"
      border="0"
    />
  );
}
