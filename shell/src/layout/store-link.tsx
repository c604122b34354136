// A link that stays in the SPA for store paths (and warms the owning remote on hover or focus)
// and is a plain anchor for external addresses.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, type LinkProps } from '@storefront/ui';
import type { NavTarget } from '../routing/store-paths';
import { usePrefetchPath } from '../routing/route-table-context';

type Props = Omit<LinkProps, 'href' | 'children'> & {
  destination: NavTarget;
  children: ReactNode;
  onNavigate?(): void;
};

export function StoreLink({ destination: target, children, onNavigate, ...rest }: Props) {
  const prefetch = usePrefetchPath();
  if (target.kind === 'external') {
    return (
      <Link href={target.href} onClick={onNavigate} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <RouterLink
        to={target.to}
        onClick={onNavigate}
        onMouseEnter={() => prefetch(target.to)}
        onFocus={() => prefetch(target.to)}
      >
        {children}
      </RouterLink>
    </Link>
  );
}
