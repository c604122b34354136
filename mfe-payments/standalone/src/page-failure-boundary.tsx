// A payments page whose code cannot load, or that crashes while rendering, on the standalone host:
// the page says so ("No pudimos cargar el pago") instead of going blank, and the failure is
// reported for the version the page booted with (onError), so a canary of the payments remote
// that fails here counts in the canary watch as it does in the shell (issue 16).
import { Component, type ReactNode } from 'react';
import { loadFailuresShown } from '@storefront/ui';
import { StandaloneError } from './standalone-error';

interface Props {
  onError(error: unknown): void;
  children: ReactNode;
}

export class PageFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The failure is on screen: the page's next mount asks for its code again.
    loadFailuresShown();
    console.error('[payments-standalone] page failed', error);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <StandaloneError notFound={false} /> : this.props.children;
  }
}
