import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_IMAGES, SAMPLE_VIDEOS } from '../utils/sample-media.ts';

/** The collapsible list of sample media; picking one fills the URL (and the matching type). */
export function SampleUrls({ onPick }: { onPick: (url: string, type: 'image' | 'video') => void }) {
  const { t } = useTranslation('admin-ads');
  return (
    <details className="group rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-bold">
        <ChevronDown aria-hidden className="size-4 transition group-open:rotate-180" />
        {t('samples.title')}
      </summary>
      <div className="mt-3 grid gap-3 text-sm">
        <p className="font-bold">{t('samples.images')}</p>
        <ul className="grid grid-cols-3 gap-2">
          {SAMPLE_IMAGES.map((sample) => (
            <li key={sample.key}>
              <button type="button" onClick={() => onPick(sample.url, 'image')} className="flex w-full flex-col items-center gap-1 rounded-lg p-1 hover:bg-slate-100 dark:hover:bg-slate-800">
                <img src={sample.url} alt="" className="h-12 w-full rounded object-cover" />
                <span>{t(`samples.${sample.key}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="font-bold">{t('samples.videos')}</p>
        <ul className="grid gap-1">
          {SAMPLE_VIDEOS.map((sample) => (
            <li key={sample.key}>
              <button type="button" onClick={() => onPick(sample.url, 'video')} className="w-full rounded-lg px-2 py-1 text-start hover:bg-slate-100 dark:hover:bg-slate-800">
                <span className="font-bold">{t(`samples.${sample.key}`)}</span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400" dir="ltr">
                  {sample.url}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('samples.hint')}</p>
      </div>
    </details>
  );
}
