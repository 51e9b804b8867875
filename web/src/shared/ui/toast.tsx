/**
 * Toasts without sonner on the first load: the first screen does not wait for sonner (~10 KB
 * gzip); it is fetched when the page is idle, or the first time a toast is asked for if that
 * comes sooner. Its Toaster is mounted then, and a toast is shown once it listens (sonner drops
 * toasts sent before).
 */
import { useEffect, useState, type ComponentProps } from 'react';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';

type Sonner = typeof import('sonner');

const toasters = new Set<(sonner: Sonner) => void>();
let listening: (() => void) | undefined;
let loading: Promise<Sonner> | undefined;

function sonnerReady(): Promise<Sonner> {
  loading ??= import('sonner').then(async (sonner) => {
    // No Toaster on the page (a component rendered alone): nothing would show the toast.
    if (toasters.size === 0) return sonner;
    const mounted = new Promise<void>((resolve) => (listening = resolve));
    for (const show of toasters) show(sonner);
    await mounted;
    return sonner;
  });
  return loading;
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  void sonnerReady().then((sonner) => sonner.toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** sonner's Toaster, rendered once the first toast has loaded sonner. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => {
    const showToaster = (loaded: Sonner) => setSonner(() => loaded);
    toasters.add(showToaster);
    // Once the page is drawn and idle, sonner is loaded anyway: its labelled live region is then
    // in the page before the first toast, which a screen reader announces only from a region
    // that was already there. The first screen never waits for it.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(() => void sonnerReady(), { timeout: 3_000 }) : window.setTimeout(() => void sonnerReady(), 1_500);
    return () => {
      toasters.delete(showToaster);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster {...props} />
      <Listening />
    </>
  );
}

/** Mounted after the Toaster: its effect runs once the Toaster's own (its subscription) has. */
function Listening() {
  useEffect(() => listening?.(), []);
  return null;
}
