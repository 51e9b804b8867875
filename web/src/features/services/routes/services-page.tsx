import { CheckCircle2, GraduationCap, Award, MessageCircle, Send, XCircle, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TServicesConfig } from '@dalil/contracts/config/services-config';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { ExternalLink } from '../../../shared/ui/external-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { useServicesConfig } from '../api/get-services-config.ts';
import { whatsappUrl } from '../components/whatsapp-link.ts';

/** Until the settings load (or if they cannot), services count as available with no links set. */
const FALLBACK: TServicesConfig = { isAvailable: true, googleFormUrl: '', whatsappNumber: '', message: '', messageArabic: '', updatedAt: null };

const CARDS = [
  { key: 'universities', icon: GraduationCap },
  { key: 'scholarships', icon: Award },
] as const;

/** /services — free application help: availability banner, the two services, ways to ask. */
export function Component() {
  const { t } = useTranslation('services');
  const localized = useLocalized();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const query = useServicesConfig();
  if (query.isPending) return <Spinner />;
  const config = query.data ?? FALLBACK;

  const formUrl = config.googleFormUrl.trim();
  const chatUrl = config.whatsappNumber ? whatsappUrl(config.whatsappNumber, t('whatsapp.greeting')) : undefined;
  const customMessage = localized(config.message, config.messageArabic);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      <section
        role="status"
        data-testid="services-status"
        data-available={config.isAvailable}
        className={
          config.isAvailable
            ? 'mb-8 flex items-start gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100'
            : 'mb-8 flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100'
        }
      >
        {config.isAvailable ? <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0" /> : <XCircle aria-hidden className="mt-1 size-6 shrink-0" />}
        <div>
          <h2 className="text-lg font-bold">{config.isAvailable ? t('status.available') : t('status.unavailable')}</h2>
          <p className="mt-1">{customMessage || (config.isAvailable ? t('status.availableText') : t('status.unavailableText'))}</p>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ key, icon: Icon }) => (
          <article key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <Icon aria-hidden className="size-10 text-brand-700 dark:text-brand-500" />
            <h2 className="mt-3 text-xl font-bold">{t(`cards.${key}.title`)}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`cards.${key}.text`)}</p>
            <ul className="mt-4 grid gap-2">
              {(t(`cards.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden className="mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 font-bold text-brand-800 dark:text-brand-100">{t('free')}</p>
            {config.isAvailable && formUrl && (
              <ExternalLink href={formUrl} className={buttonClasses('primary', 'mt-5 self-start')} data-testid="apply-button">
                <Send aria-hidden className="flip-rtl size-4" />
                {t(`cards.${key}.apply`)}
                <span className="sr-only">{t('newTab')}</span>
              </ExternalLink>
            )}
          </article>
        ))}
      </div>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-xl font-bold">{t('ask.title')}</h2>
        {chatUrl ? (
          <>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('ask.whatsappText')}</p>
            <ExternalLink href={chatUrl} className={buttonClasses('primary', 'mt-4 bg-green-700 hover:bg-green-800 dark:bg-green-700 dark:hover:bg-green-800')} data-testid="whatsapp-button">
              <MessageCircle aria-hidden className="size-4" />
              {t('ask.whatsapp')}
              <span className="sr-only">{t('newTab')}</span>
            </ExternalLink>
          </>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{formUrl && config.isAvailable ? t('ask.contactOnly') : t('ask.noLinks')}</p>
        )}
        <Link to={paths.contact} className={buttonClasses('secondary', 'mt-4 ms-0 sm:ms-3')}>
          <Mail aria-hidden className="size-4" />
          {t('ask.contact')}
        </Link>
      </section>
    </div>
  );
}
