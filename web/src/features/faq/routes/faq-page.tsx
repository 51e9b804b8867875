import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const QUESTIONS = ['results', 'free', 'compare', 'upToDate', 'scholarshipLinks', 'consultation', 'tuition', 'coverage'] as const;

/** /faq — eight questions; any number can be open at once; Radix gives the keyboard support. */
export function Component() {
  const { t } = useTranslation('faq');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Accordion.Root type="multiple" className="grid gap-3">
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key} className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-start text-lg font-bold">
                  {t(`items.${key}.question`)}
                  <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-slate-700 dark:text-slate-300">
              <p>{t(`items.${key}.answer`)}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <section className="mt-10 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 p-8 text-center dark:bg-brand-900/40">
        <MessageSquare aria-hidden className="size-8 text-brand-700 dark:text-brand-100" />
        <h2 className="text-xl font-bold">{t('more.title')}</h2>
        <p className="text-slate-700 dark:text-slate-200">{t('more.text')}</p>
        <Link to={paths.contact} className={buttonClasses('primary')}>
          {t('more.link')}
        </Link>
      </section>
    </div>
  );
}
