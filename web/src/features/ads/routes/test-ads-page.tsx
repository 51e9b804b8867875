import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { AdSlot } from '../components/ad-slot.tsx';

const POSITIONS = ['sidebar', 'homepage-hero', 'banner', 'interstitial'] as const;

/** /test-ads (development builds only): how ads should behave, and each position's slot live. */
export function Component() {
  const { t } = useTranslation('ads');
  useDocumentMeta(t('test.title'));
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('test.title')} subtitle={t('test.intro')} />
      <ul className="list-disc space-y-2 ps-6 text-slate-800 dark:text-slate-200">
        <li>{t('test.sidebar')}</li>
        <li>{t('test.interactive')}</li>
        <li>{t('test.noFlicker')}</li>
        <li>{t('test.newTab')}</li>
        <li>{t('test.rails')}</li>
      </ul>
      <div className="grid gap-6 md:grid-cols-2">
        {POSITIONS.map((position) => (
          <section key={position} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">{t('test.slotTitle', { position })}</h2>
            <AdSlot position={position} />
          </section>
        ))}
      </div>
    </div>
  );
}
