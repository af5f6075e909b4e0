import { lazy, Suspense, useEffect, useState } from "react";

/*
 * Toasts without sonner on the first load. Every toast follows something the visitor did, so the
 * toaster (sonner, ≈ 10 KB gz, plus the stylesheet it injects, which restyles the whole page) is
 * fetched on the first toast, mounted, and only then handed the toast. Pages call showErrorToast /
 * showSuccessToast and render <Toaster /> once in the root layout.
 */

const ListeningToaster = lazy(() => import("./sonner").then((m) => ({ default: m.ListeningToaster })));

let listening: Promise<void> | null = null;
let markListening: () => void = () => {};
let mountToaster: (() => void) | null = null;
let mountWanted = false;

function whenListening(): Promise<void> {
  if (!listening) {
    listening = new Promise((resolve) => {
      markListening = resolve;
    });
  }
  mountWanted = true;
  mountToaster?.();
  return listening;
}

async function withToast(show: (toast: typeof import("./sonner").toast) => void) {
  const [{ toast }] = await Promise.all([import("./sonner"), whenListening()]);
  show(toast);
}

/** Mount once in the root layout; it renders nothing until the first toast. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountToaster = () => setMounted(true);
    if (mountWanted) setMounted(true);
    return () => {
      mountToaster = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ListeningToaster onListening={onListening} />
    </Suspense>
  );
}

function onListening() {
  markListening();
}

// Error toasts still on screen, so a step that then succeeds can take them away.
const openErrorToasts = new Set<string | number>();

/** Destructive toast: every error toast has a title and a description. */
export function showErrorToast(title: string, description?: string) {
  void withToast((toast) => {
    const id = toast.error(title, {
      description,
      duration: 6000,
      onDismiss: (t) => openErrorToasts.delete(t.id),
      onAutoClose: (t) => openErrorToasts.delete(t.id),
    });
    openErrorToasts.add(id);
  });
}

/** Takes away the error toasts still showing: what they complained about has been put right. */
export function dismissErrorToasts() {
  if (openErrorToasts.size === 0) return;
  void import("./sonner").then(({ toast }) => {
    for (const id of openErrorToasts) toast.dismiss(id);
    openErrorToasts.clear();
  });
}

/** `id` replaces the toast shown under the same id (e.g. each search's result replaces the last). */
export function showSuccessToast(
  title: string,
  description?: string,
  options: { id?: string; duration?: number } = {},
) {
  void withToast((toast) => toast.success(title, { description, ...options }));
}

/** News the person may act on (a new lead): stays a little longer and carries one action. */
export function showInfoToast(
  title: string,
  description: string,
  action?: { label: string; onClick: () => void },
  options: { id?: string; duration?: number } = {},
) {
  void withToast((toast) =>
    toast(title, { description, duration: 8000, ...(action ? { action } : {}), ...options }),
  );
}
