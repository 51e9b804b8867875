import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractUrl } from '../../../shared/api/contract-client.ts';
import { recordAdEvent } from '../api/record-ad-event.ts';
import type { DisplayAd } from '../utils/display-ad.ts';
import { AdPlaceholder } from './ad-placeholder.tsx';
import { useImpression } from './use-impression.ts';

/**
 * The sandbox of raw-markup ads: scripts and pop-ups (ads open their links in new tabs) but
 * never allow-same-origin, so the frame has an opaque origin and cannot reach the page, its
 * storage, cookies or tokens. The ads service repeats it in the document's own policy.
 */
const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

function MarkupFrame({ ad, onClick }: { ad: DisplayAd; onClick: () => void }) {
  const { t } = useTranslation('ads');
  const frame = useRef<HTMLIFrameElement>(null);
  // A click inside a frame is invisible to the page; focus moving into the frame is the signal.
  useEffect(() => {
    const onBlur = () => {
      if (document.activeElement === frame.current) onClick();
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [onClick]);
  return (
    <iframe
      ref={frame}
      title={ad.content.altText || ad.name || t('advertisement')}
      sandbox={AD_FRAME_SANDBOX}
      // The ad's document comes from the ads service with its own policy (ad networks' scripts
      // may run there); a srcdoc frame would inherit the site's policy, which blocks them.
      src={contractUrl('get', '/api/ads/frame/{id}', { params: { id: ad._id } })}
      referrerPolicy="no-referrer"
      loading="lazy"
      className="block h-full min-h-[90px] w-full border-0"
      data-ad-frame={ad._id}
    />
  );
}

function Media({ ad, imageClassName }: { ad: DisplayAd; imageClassName?: string }) {
  const { t } = useTranslation('ads');
  const [failed, setFailed] = useState(false);
  if (ad.type === 'video' && ad.content.videoUrl) {
    if (failed) return <p className="p-4 text-center text-sm text-slate-600 dark:text-slate-300">{t('videoUnsupported')}</p>;
    return (
      <video src={ad.content.videoUrl} autoPlay muted loop playsInline className={imageClassName ?? 'h-auto w-full'} onError={() => setFailed(true)}>
        {t('videoUnsupported')}
      </video>
    );
  }
  if (failed || !ad.content.imageUrl) return <AdPlaceholder />;
  return <img src={ad.content.imageUrl} alt={ad.content.altText ?? ad.name} className={imageClassName ?? 'h-auto w-full object-cover'} onError={() => setFailed(true)} />;
}

/**
 * One ad: counted as an impression when half of it is visible, as a click when its link is
 * followed (in a new tab). Raw-markup ads only ever render inside the sandboxed frame.
 */
export function AdView({ ad, prefix = '/api', imageClassName, className }: { ad: DisplayAd; prefix?: '/api' | ''; imageClassName?: string; className?: string }) {
  const { t } = useTranslation('ads');
  const ref = useImpression<HTMLDivElement>(() => recordAdEvent(ad._id, 'impression', prefix));
  const onClick = () => recordAdEvent(ad._id, 'click', prefix);
  const markup = ad.type === 'html' || ad.type === 'adsense';
  return (
    <div ref={ref} className={className} data-ad-id={ad._id} data-ad-slot={ad.slot}>
      <span className="sr-only">{t('advertisement')}</span>
      {markup ? (
        <MarkupFrame ad={ad} onClick={onClick} />
      ) : ad.content.linkUrl ? (
        <a href={ad.content.linkUrl} target="_blank" rel="noopener noreferrer" onClick={onClick} className="block" aria-label={ad.content.altText || ad.name || t('advertisement')}>
          <Media ad={ad} imageClassName={imageClassName} />
        </a>
      ) : (
        <Media ad={ad} imageClassName={imageClassName} />
      )}
    </div>
  );
}
