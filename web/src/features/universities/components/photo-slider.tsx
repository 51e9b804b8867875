import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';

/** Steps an index by ±1 around a list of `length` items, wrapping at both ends. */
const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

/**
 * The detail page's photo slider: previous/next buttons, a counter, and the arrow keys
 * anywhere on the page (mirrored in right-to-left, where 'next' lies to the left). Wraps around.
 */
export function PhotoSlider({ photos, name, index, onIndexChange }: { photos: string[]; name: string; index: number; onIndexChange: (index: number) => void }) {
  const { t, i18n } = useTranslation('universities');
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const current = wrapIndex(index, photos.length);

  // The listener reads the newest values through a ref, so it is attached once. The ref is
  // brought up to date as soon as the render is applied (a layout effect, not a passive one that
  // may wait for the next frame), so a second key pressed right after the first sees its result.
  const state = useRef({ current, length: photos.length, rtl, onIndexChange });
  useLayoutEffect(() => {
    state.current = { current, length: photos.length, rtl, onIndexChange };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement | null;
      // Arrow keys inside a text field or a select move the caret or the choice, not the photos.
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="slider"], [role="tablist"]')) return;
      const { current: at, length, rtl: mirrored, onIndexChange: change } = state.current;
      if (length < 2) return;
      const forward = event.key === 'ArrowRight' ? !mirrored : mirrored;
      event.preventDefault();
      change(wrapIndex(at + (forward ? 1 : -1), length));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const counter = t('detail.photoCounter', { current: format.number(current + 1), total: format.number(photos.length) });
  const navButton = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:bg-black/80';
  return (
    <section aria-roledescription="carousel" aria-label={t('detail.photos', { name })} className="relative overflow-hidden rounded-2xl bg-slate-200 dark:bg-slate-800" data-testid="photo-slider">
      <img src={photos[current]} alt={t('detail.photoAlt', { name, number: format.number(current + 1) })} className="h-64 w-full object-cover md:h-96" />
      {photos.length > 1 && (
        <>
          <button type="button" className={`${navButton} start-3`} aria-label={t('detail.previousPhoto')} onClick={() => onIndexChange(wrapIndex(current - 1, photos.length))}>
            <ChevronLeft aria-hidden className="flip-rtl size-6" />
          </button>
          <button type="button" className={`${navButton} end-3`} aria-label={t('detail.nextPhoto')} onClick={() => onIndexChange(wrapIndex(current + 1, photos.length))}>
            <ChevronRight aria-hidden className="flip-rtl size-6" />
          </button>
        </>
      )}
      <p aria-live="polite" data-testid="photo-counter" className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-black/70 px-3 py-1 text-sm font-bold text-white">
        {counter}
      </p>
    </section>
  );
}

/** The thumbnails under the slider (more than one photo); choosing one shows it in the slider. */
export function PhotoGallery({ photos, index, onSelect }: { photos: string[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('universities');
  const format = useFormat();
  if (photos.length < 2) return null;
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="mb-3 text-xl font-bold">
        {t('detail.gallery')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
        {photos.map((photo, i) => (
          <li key={`${photo}-${i}`}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('detail.showPhoto', { number: format.number(i + 1) })}
              className={`block w-full overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent hover:border-slate-400'}`}
            >
              <img src={photo} alt="" loading="lazy" className="aspect-square w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
