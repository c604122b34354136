// "The route's page is React's now." A server-rendered page hydrates in two steps: the root first,
// then each Suspense boundary in a later pass (React defers them to offscreen priority), and the
// page of every route sits in one. Until its boundary hydrates, the page is server HTML that
// ignores the shopper: a sort chosen then was reset by hydration. So the boot marks the page live
// (html[data-hydrated]) only once the route's element has committed: its page inside the
// boundary, its error fallback, or the redirect or unknown-path element that takes its place.
import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';

/** Called once the route's element has committed; nothing outside a hydrating boot. */
export const PageCommittedContext = createContext<() => void>(() => undefined);

/** Renders nothing; its effect reports that the part of the tree holding it has committed. */
export function PageCommitted() {
  const done = useContext(PageCommittedContext);
  useEffect(() => done(), [done]);
  return null;
}

/** A route's page behind its Suspense boundary, reporting when the page (not the fallback) commits. */
export function PageBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <PageCommitted />
    </Suspense>
  );
}
