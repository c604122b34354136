// The column every panel screen sits in (@storefront/ui's PanelColumn, which the shell also draws
// while the screen's code loads); a list screen gives its h1 title, a detail screen its way back
// to the list.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, PanelColumn, PanelTitle } from '@storefront/ui';

export function PanelPage({
  title,
  back,
  children,
}: {
  title?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <PanelColumn>
      {back ? (
        <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
          <RouterLink to={back.to}>
            <span aria-hidden>←</span>
            {back.label}
          </RouterLink>
        </Button>
      ) : null}
      {title ? <PanelTitle>{title}</PanelTitle> : null}
      {children}
    </PanelColumn>
  );
}
