/**
 * Where each page opens: a new page at its top (or at the element its #hash names), Back and
 * Forward at the place the visitor left it. React Router saves the place when a navigation
 * starts (router.enableScrollRestoration); this restores it once the page is tall enough to
 * hold it — the list a visitor returns to may still be drawing, or its data arriving, in the
 * frame the navigation ends, and scrolling then would stop short.
 */
import type { createBrowserRouter } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

const STORAGE_KEY = 'dalil-scroll-positions';
/** How long a returning page may take to grow tall enough before the place is given up on. */
const RESTORE_WITHIN_MS = 4_000;

function savedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number')) : {};
  } catch {
    return {};
  }
}

export function restoreScrollPositions(router: DataRouter): void {
  if (typeof window === 'undefined') return;
  window.history.scrollRestoration = 'manual';
  const positions = savedPositions();
  router.enableScrollRestoration(positions, () => window.scrollY, (location) => location.key);
  // A reload keeps the places of the pages in this tab's history.
  window.addEventListener('pagehide', () => {
    positions[router.state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      /* storage full or disabled: places are kept for this page only */
    }
  });

  let pending = 0;
  const stopOnInput = () => cancelAnimationFrame(pending);
  for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stopOnInput, { passive: true });

  const restore = (state: DataRouter['state']) => {
    if (state.navigation.state !== 'idle' || !state.initialized) return;
    cancelAnimationFrame(pending);
    const target = state.restoreScrollPosition;
    if (target === false) return; // preventScrollReset
    const hash = state.location.hash.slice(1);
    const deadline = performance.now() + RESTORE_WITHIN_MS;
    const attempt = () => {
      if (typeof target === 'number') {
        const room = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.min(target, Math.max(0, room)));
        if (room >= target || performance.now() > deadline) return;
      } else if (hash) {
        const element = document.getElementById(decodeURIComponent(hash));
        if (element) return element.scrollIntoView();
        if (performance.now() > deadline) return;
      } else {
        return window.scrollTo(0, 0);
      }
      pending = requestAnimationFrame(attempt);
    };
    // After this navigation's page has been drawn.
    pending = requestAnimationFrame(attempt);
  };
  router.subscribe(restore);
  restore(router.state); // a reload returns to its place too
}
