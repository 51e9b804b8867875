import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** Both policies were last revised in October 2025. */
const LAST_UPDATED = new Date(Date.UTC(2025, 9, 1));

/** A numbered policy document from the `legal` translations, with a table of contents. */
export function LegalDocument({ document: name }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  useDocumentMeta(t(`${name}.meta.title`), t(`${name}.meta.description`));
  const sections = t(`${name}.sections`, { returnObjects: true }) as Section[];
  const updated = format.date(LAST_UPDATED, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={t(`${name}.title`)} subtitle={t(`${name}.intro`)}>
        <p className="mt-3 text-sm font-bold text-slate-700 dark:text-slate-300">{t('updated', { date: updated })}</p>
      </PageHeader>
      <nav aria-label={t('contents')} className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-2 font-bold">{t('contents')}</h2>
        <ol className="grid gap-1">
          {sections.map((section, index) => (
            <li key={section.title}>
              {/* Numbered in the page's own digits, like the section headings. */}
              {format.number(index + 1)}.{' '}
              <a href={`#${name}-${index + 1}`} className="text-brand-800 underline dark:text-brand-100">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} id={`${name}-${index + 1}`} className="mb-8 scroll-mt-24">
          <h2 className="mb-3 text-xl font-bold">
            {format.number(index + 1)}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-3 leading-relaxed text-slate-800 dark:text-slate-200">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="grid list-inside list-disc gap-2 text-slate-800 dark:text-slate-200">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
