import { ImageOff, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The form's live preview of the media URL. Remounted per URL (keyed by the caller), so a
 * fixed URL clears an earlier failure.
 */
export function MediaPreview({ url, type }: { url: string; type: 'image' | 'video' }) {
  const { t } = useTranslation('admin-ads');
  const [failed, setFailed] = useState(false);
  if (!url) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.previewEmpty')}</p>;
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-1 rounded-lg border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
        {type === 'image' ? (
          <>
            <ImageOff aria-hidden className="size-6" />
            <p className="font-bold">{t('form.imageFailed')}</p>
            <p>{t('form.checkUrl')}</p>
          </>
        ) : (
          <>
            <VideoOff aria-hidden className="size-6" />
            <p className="font-bold">{t('form.videoFailed')}</p>
          </>
        )}
      </div>
    );
  }
  return type === 'video' ? (
    <video src={url} controls muted playsInline className="max-h-48 w-full rounded-lg bg-black" onError={() => setFailed(true)}>
      {t('videoUnsupported')}
    </video>
  ) : (
    <img src={url} alt={t('form.previewAlt')} className="max-h-48 w-full rounded-lg object-contain" onError={() => setFailed(true)} />
  );
}
