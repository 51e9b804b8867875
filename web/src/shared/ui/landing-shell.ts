import { useLayoutEffect } from 'react';

/**
 * Removes the landing shell (index.html's first screen of the home page, see
 * web/build/landing-shell.ts) once the app has drawn its own page: a layout effect, so the swap
 * happens before the browser paints and the visitor never sees both, or neither.
 */
export function useRemoveLandingShell(): void {
  useLayoutEffect(() => {
    document.getElementById('landing')?.remove();
    document.documentElement.removeAttribute('data-landing');
  }, []);
}
