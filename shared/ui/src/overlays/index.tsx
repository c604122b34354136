// Overlays (dialogs, drawer, menu, toasts) pull in ark-ui and zag state machines, the heaviest
// part of Chakra. They are loaded lazily from inside @storefront/ui, so they stay one copy in the
// container that provided @storefront/ui (the shell) and the first render never pays for them.
// UiProvider preloads them when the browser is idle, so a click rarely waits.
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type {
  ConfirmDialogProps,
  DropdownMenuProps,
  ModalProps,
  ResultDialogProps,
  SideDrawerProps,
  ToastOptions,
} from './types';
import { rememberValue, resolvedValue } from '../lazy/sync-thenable';

const loaders = {
  confirm: () => import('./confirm-dialog.impl'),
  result: () => import('./result-dialog.impl'),
  modal: () => import('./modal.impl'),
  drawer: () => import('./side-drawer.impl'),
  menu: () => import('./dropdown-menu.impl'),
  toaster: () => import('./toaster.impl'),
};

const ConfirmDialogImpl = lazy(loaders.confirm);
const ResultDialogImpl = lazy(loaders.result);
const ModalImpl = lazy(loaders.modal);
const SideDrawerImpl = lazy(loaders.drawer);
const ToasterImpl = lazy(loaders.toaster);

/** Starts loading every overlay module (idempotent; webpack caches the chunks). */
export function preloadOverlays(): Promise<unknown> {
  intent();
  return Promise.all(Object.values(loaders).map((load) => load().catch(() => undefined)));
}

/** Renders nothing until first opened, then stays mounted so the closing animation can run. */
function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted || open;
}

function lazyOverlay<P extends { open: boolean }>(Impl: ComponentType<P>, name: string) {
  function Overlay(props: P) {
    const mounted = useMountedOnceOpen(props.open);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  Overlay.displayName = name;
  return Overlay;
}

/** Yes/no question in a modal dialog (focus trapped, Escape cancels). */
export const ConfirmDialog = lazyOverlay<ConfirmDialogProps>(ConfirmDialogImpl, 'ConfirmDialog');
/** Outcome of an action: success (green check) or failure (red mark), one button. */
export const ResultDialog = lazyOverlay<ResultDialogProps>(ResultDialogImpl, 'ResultDialog');
/** A generic modal dialog with title, body and footer. */
export const Modal = lazyOverlay<ModalProps>(ModalImpl, 'Modal');
/** A side drawer (focus trapped). */
export const SideDrawer = lazyOverlay<SideDrawerProps>(SideDrawerImpl, 'SideDrawer');

// The menu module is fetched on the shopper's intent (pointer over, focus) or by the idle preload,
// but the real menu replaces the plain stand-in button only once the shopper has clicked it. A
// swap at any other moment could fall between the press and the release of a click: the two
// would land on different buttons, and the browser then fires the click on neither (a lost
// click, seen as a flaky logout journey). Once loaded, the module is kept here and rendered in
// the same pass as the click's update: no lazy component, so no Suspense fallback whose reveal
// React would hold back (up to 300 ms).
type MenuModule = Awaited<ReturnType<typeof loaders.menu>>;
let menuLoad: Promise<MenuModule> | null = null;
function loadMenu(): Promise<MenuModule> {
  if (!menuLoad) {
    const load = rememberValue(loaders.menu());
    load.catch(() => {
      if (menuLoad === load) menuLoad = null; // the next intent asks again
    });
    menuLoad = load;
  }
  return menuLoad;
}
const loadedMenu = () => (menuLoad ? resolvedValue(menuLoad)?.value : undefined);
const intent = () => void loadMenu().catch(() => undefined);

function MenuTriggerStandIn({ props, onOpen }: { props: DropdownMenuProps; onOpen(): void }) {
  return (
    <button
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={onOpen}
      onKeyDown={(event) => {
        // A menu button opens on the arrow keys too (WAI-ARIA menu button pattern).
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onOpen();
        }
      }}
      style={{
        color: props.color,
        background: props.bg ?? 'transparent',
        border: 0,
        borderRadius: 6,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '0 12px',
        font: 'inherit',
        minHeight: 40,
        cursor: 'pointer',
      }}
    >
      {props.trigger}
    </button>
  );
}

/** A button that opens a menu of items (Chakra Menu, mounted on the first click). */
export function DropdownMenu(props: DropdownMenuProps) {
  const [clicked, setClicked] = useState(false);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const open = () => {
    setClicked(true);
    // A click before the code arrived: the stand-in stays until it has, then the menu opens.
    if (!loadedMenu())
      loadMenu().then(
        () => loaded(),
        () => setClicked(false),
      );
  };
  const Menu = clicked ? loadedMenu()?.default : undefined;
  if (!Menu) return <MenuTriggerStandIn props={props} onOpen={open} />;
  return <Menu {...props} />;
}

// Toasts: a tiny queue so toast() can be called before the toaster module has loaded.
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Shows a toast (loads the toaster on first use). */
export function toast(options: ToastOptions): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((notify) => notify());
  }
  void loaders.toaster().then(({ toaster }) =>
    toaster.create({
      type: options.status,
      title: options.title,
      description: options.description,
      duration: options.durationMs ?? 5000,
    }),
  );
}

/** Mounted by UiProvider: renders the toaster once the first toast is asked for. */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}
