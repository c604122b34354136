// A link that stays in the SPA for store paths and is a plain anchor for external addresses (the
// page it opens is readied on hover, focus or touch by routing/link-prefetch.tsx, as every link's).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, type LinkProps } from '@storefront/ui';
import type { NavTarget } from '../routing/store-paths';

type Props = Omit<LinkProps, 'href' | 'children'> & {
  destination: NavTarget;
  children: ReactNode;
  onNavigate?(): void;
};

export function StoreLink({ destination: target, children, onNavigate, ...rest }: Props) {
  if (target.kind === 'external') {
    return (
      <Link href={target.href} onClick={onNavigate} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <RouterLink to={target.to} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Link>
  );
}
