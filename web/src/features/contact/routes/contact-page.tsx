import { Globe, MailCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { WorkingHours } from '../components/working-hours.tsx';

/** /contact — how we answer, working hours, and the message form. */
export function Component() {
  const { t } = useTranslation('contact');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const details = [
    { icon: MailCheck, title: t('details.reply.title'), text: t('details.reply.text') },
    { icon: MapPin, title: t('details.where.title'), text: t('details.where.text') },
    { icon: Globe, title: t('details.languages.title'), text: t('details.languages.text') },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-bold">{t('details.title')}</h2>
            <ul className="mt-3 grid gap-4">
              {details.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <Icon aria-hidden className="mt-1 size-5 shrink-0 text-brand-700 dark:text-brand-500" />
                  <div>
                    <h3 className="font-bold">{title}</h3>
                    <p className="text-slate-700 dark:text-slate-300">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              {t('details.faqHint')}{' '}
              <Link to={paths.faq} className="font-bold text-brand-800 underline dark:text-brand-100">
                {t('details.faqLink')}
              </Link>
            </p>
          </section>
          <WorkingHours />
        </div>
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
