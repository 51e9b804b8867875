import { useTranslation } from 'react-i18next';

/** The 'Advertisement' graphic (300×200) that replaces an ad image that fails to load. */
export function AdPlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation('ads');
  return (
    <svg
      role="img"
      aria-label={t('advertisement')}
      viewBox="0 0 300 200"
      width={300}
      height={200}
      className={className ?? 'h-auto w-full max-w-[300px]'}
    >
      <rect width="300" height="200" rx="12" className="fill-slate-100 dark:fill-slate-800" />
      <rect x="110" y="55" width="80" height="56" rx="6" className="fill-none stroke-slate-400" strokeWidth="4" />
      <circle cx="130" cy="75" r="7" className="fill-slate-400" />
      <path d="M114 107 l24-22 18 16 12-10 18 16" className="fill-none stroke-slate-400" strokeWidth="4" strokeLinejoin="round" />
      <text x="150" y="150" textAnchor="middle" className="fill-slate-600 dark:fill-slate-300" fontSize="20" fontWeight="700">
        {t('advertisement')}
      </text>
    </svg>
  );
}
