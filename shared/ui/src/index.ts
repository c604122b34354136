// @storefront/ui: the only door to Chakra. The tenant's system, the provider, the primitives the
// product uses, shared components, and lazily loaded overlays.
export * from './primitives';
export {
  createStoreSystem,
  createStoreSystemSteps,
  templateColors,
  primaryFontFamily,
  DEFAULT_TEMPLATE_COLORS,
  TEMPLATE_COLOR_NAMES,
  type TemplateLike,
  type TemplateColorName,
  type StoreSystem,
} from './system/create-store-system';
export { contrastText } from './system/contrast';
export {
  adoptServerGlobalStyles,
  buildSystemGlobalStyles,
  nameSystemGlobalStyles,
  SYSTEM_GLOBAL_STYLES_NAME,
} from './system/global-styles';
export {
  cssLength,
  fontStyle,
  DEFAULT_NAVBAR_HEIGHT,
  type FontStyle,
} from './system/template-styles';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';
export { PageSpinner } from './components/page-spinner';
export { PAGE_MIN_HEIGHT, sizePagesToContent } from './components/page-min-height';
export { WidePage } from './components/wide-page';
export { PanelColumn, PanelTitle } from './components/panel-column';
export { RowsSkeleton } from './components/rows-skeleton';
export { NotFoundPage, type NotFoundPageProps } from './components/not-found-page';
export { PageError, type PageErrorProps } from './components/page-error';
export { Amount, type AmountProps } from './components/amount';
export { AmountRow, type AmountRowProps } from './components/amount-row';
export { TERMS_CHECK_TEXTS, TermsCheck } from './components/terms-check';
export {
  ConfirmDialog,
  ResultDialog,
  Modal,
  SideDrawer,
  DropdownMenu,
  toast,
  preloadOverlays,
} from './overlays';
export type {
  ConfirmDialogProps,
  ResultDialogProps,
  ModalProps,
  SideDrawerProps,
  DropdownMenuProps,
  DropdownMenuItem,
  ToastOptions,
} from './overlays/types';
export { lazyPage, loadFailuresShown, type LazyPage, type LazyPageOptions } from './lazy/lazy-page';
export { routePages, type ClaimedRoute } from './lazy/route-pages';
export { rememberValue, resolvedValue, syncThenable } from './lazy/sync-thenable';
export { afterFirstPaint, useAfterFirstPaint } from './idle/after-first-paint';
// The form fields (RutInput, PhoneInput, FormDialog) are the separate entry '@storefront/ui/forms',
// a singleton of its own: a shared module ships whole, and only form screens need them.
export {
  CartChangesDialog,
  type CartChangesDialogProps,
  type OverlayTexts,
} from './cart-changes/cart-changes-dialog';
export { useLastDefined } from './overlays/use-last-defined';
export { StatusChip, type StatusChipProps, type StatusTone } from './components/status-chip';
