import { useTranslation } from 'react-i18next';

/**
 * The 'Advertisement' graphic that replaces an ad image that fails to load: a compact band
 * (64 px high, at most 300 px wide), so a broken ad never pushes the page's content down.
 */
export function AdPlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('ads');
  return (
    <svg role="img" aria-label={t('advertisement')} viewBox="0 0 300 64" width={300} height={64} className={className ?? 'h-16 w-full max-w-[300px]'} data-testid="ad-placeholder">
      <rect width="300" height="64" rx="10" className="fill-slate-100 dark:fill-slate-800" />
      <rect x="60" y="18" width="36" height="28" rx="4" className="fill-none stroke-slate-400" strokeWidth="3" />
      <path d="M63 42 l10-9 8 7 5-4 7 6" className="fill-none stroke-slate-400" strokeWidth="3" strokeLinejoin="round" />
      <text x="180" y="39" textAnchor="middle" className="fill-slate-600 dark:fill-slate-300" fontSize="18" fontWeight="700">
        {t('advertisement')}
      </text>
    </svg>
  );
}
