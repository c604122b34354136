// The "Mi cuenta" options (navbar account menu and the mobile drawer), paths after the prefix.
export const USER_PANEL_OPTIONS = [
  { label: 'Mis tarjetas', path: 'userpanel/cards' },
  { label: 'Mis suscripciones', path: 'userpanel/subscriptions' },
  { label: 'Mis órdenes', path: 'userpanel/orders' },
  { label: 'Mis datos', path: 'userpanel/profile' },
  { label: 'Mis cobros', path: 'userpanel/charges' },
] as const;
