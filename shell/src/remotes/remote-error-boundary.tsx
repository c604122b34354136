import { Component, type ErrorInfo, type ReactNode } from 'react';
import { loadFailuresShown } from '@storefront/ui';

interface Props {
  fallback: ReactNode;
  onError?(error: unknown, info: ErrorInfo): void;
  children: ReactNode;
}

/** Catches a remote that failed to load (or crashed while rendering) so only its page is lost. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The failure is on screen: the failed pages' next mount ("Reintentar") asks for them again.
    loadFailuresShown();
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
