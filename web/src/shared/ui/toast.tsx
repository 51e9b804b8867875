/**
 * Toasts without sonner on the first load: most visits (the home page, a results lookup) never
 * show one, so sonner (~10 KB gzip) is fetched the first time a toast is asked for. Its Toaster
 * is mounted then, and the toast is shown once it listens (sonner drops toasts sent before).
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
    return () => void toasters.delete(showToaster);
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
