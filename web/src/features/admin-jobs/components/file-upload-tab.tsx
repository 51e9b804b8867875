import { useTranslation } from 'react-i18next';
import { DocumentsList } from './documents-list.tsx';
import { JobsHistory } from './jobs-history.tsx';
import { CsvUploadForm, PdfUploadForm } from './upload-forms.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** File upload: CSV/Excel (results, cut-offs, catalogue data) and PDF documents, with their jobs. */
export function FileUploadTab() {
  const { t } = useTranslation('admin-jobs');
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-bold">{t('uploads.title')}</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="upload-csv" className={card}>
          <h3 id="upload-csv" className="text-lg font-bold">{t('uploads.csvTitle')}</h3>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('uploads.csvDescription')}</p>
          <CsvUploadForm />
        </section>
        <section aria-labelledby="upload-pdf" className={card}>
          <h3 id="upload-pdf" className="text-lg font-bold">{t('uploads.pdfTitle')}</h3>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('uploads.pdfDescription')}</p>
          <PdfUploadForm />
        </section>
      </div>
      <JobsHistory queues={['import-csv', 'import-pdf']} title={t('history.uploadTitle')} />
      <DocumentsList />
    </div>
  );
}
