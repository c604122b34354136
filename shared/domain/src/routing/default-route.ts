// Spec 000 §2 "Default route": a configured default route if present; otherwise the landing page
// "/" if active, else catalog if active, else userpanel/cards. Paths are relative to the prefix.
export interface ViewsLike {
  defaultRoute?: string | null;
  landing?: { active?: boolean | null } | null;
  catalog?: { active?: boolean | null } | null;
}

export function defaultRoute(views: ViewsLike | null | undefined): string {
  const configured = views?.defaultRoute?.trim();
  if (configured) return configured === '/' ? '/' : configured.replace(/^\/+/, '');
  if (views?.landing?.active) return '/';
  if (views?.catalog?.active) return 'catalog';
  return 'userpanel/cards';
}
