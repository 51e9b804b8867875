import { zodResolver } from '@hookform/resolvers/zod';
import { ZUploadFields } from '@dalil/contracts/jobs/operations';
import { CSV_KINDS, ZCsvKind, type TCsvKind } from '@dalil/contracts/jobs/queues';
import { FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useUploadFile, type UploadInput } from '../api/upload-file.ts';
import { JobProgress } from './job-progress.tsx';
import { StatusMessage } from './status-message.tsx';
import { Options } from '../../../shared/ui/select-field.tsx';

const ZFile = z.custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length === 1, { message: 'file' });
const ZCsvForm = z.object({ kind: ZCsvKind, year: ZUploadFields.shape.year, file: ZFile });
const ZPdfForm = z.object({ title: z.string().trim().max(300).optional(), file: ZFile });

/** The header row each kind expects (technical names, the same in both languages). */
const CSV_COLUMNS: Record<TCsvKind, string> = {
  results: 'seat_number, student_name, stream, total_score, …',
  cutoffs: 'year, stream, university, faculty, min_score, max_score',
  universities: 'name_en, name_ar, type, governorate_en, governorate_ar, city_en, city_ar, established_year, website, description_en, description_ar, source_url',
  scholarships: 'name_en, name_ar, provider_en, provider_ar, country, type, coverage, level, official_url, description_en, source_url',
  programs: 'university_name, name_en, name_ar, type, …',
};

interface Outcome {
  message: string;
  running: boolean;
  jobId?: string;
}

const inputClass =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 file:me-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:font-bold dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:file:bg-brand-900';

/** Sends a file, then follows its job: records so far, a live bar, and the final count. */
function useUploadOutcome(type: 'csv' | 'pdf', failedKey?: string) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const upload = useUploadFile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const TYPE = type.toUpperCase();
  const success = (records: number) => t('upload.success', { type: TYPE, formatted: format.number(records) });
  const send = (input: UploadInput) => {
    setOutcome({ message: t('upload.uploading'), running: true });
    upload.mutate(input, {
      onSuccess: (answer) =>
        setOutcome(
          answer.data.finished
            ? { message: success(answer.data.recordsProcessed), running: false, jobId: answer.data.jobId }
            : answer.data.state === 'pending'
              ? // Kept until the queue server is back: there is no job to follow yet.
                { message: t('upload.pending', { type: TYPE, jobId: answer.data.jobId }), running: false }
              : { message: t('upload.processing', { type: TYPE }), running: true, jobId: answer.data.jobId },
        ),
      onError: (error) =>
        setOutcome({
          message: failedKey ? t(failedKey) + (error instanceof ApiError ? `: ${error.message}` : '') : error instanceof ApiError ? t('upload.failed', { message: error.message }) : t('upload.error'),
          running: false,
        }),
    });
  };
  const view = (
    <>
      <StatusMessage message={outcome?.message ?? null} running={outcome?.running} />
      {outcome?.jobId && (
        <JobProgress
          key={outcome.jobId}
          jobId={outcome.jobId}
          onFinished={(state, records, error) =>
            setOutcome((current) => ({
              jobId: current?.jobId,
              running: false,
              message: state === 'completed' ? success(records) : failedKey ? `${t(failedKey)}: ${error ?? ''}` : t('upload.failed', { message: error ?? '' }),
            }))
          }
        />
      )}
    </>
  );
  return { send, pending: upload.isPending, view };
}

/** CSV or Excel upload: what the file holds (kind), the year for results. */
export function CsvUploadForm({ fixedKind, failedKey }: { fixedKind?: TCsvKind; failedKey?: string }) {
  const { t } = useTranslation('admin-jobs');
  const ids = { kind: useId(), year: useId(), file: useId() };
  const { send, pending, view } = useUploadOutcome('csv', failedKey);
  const form = useForm<z.input<typeof ZCsvForm>, unknown, z.output<typeof ZCsvForm>>({
    resolver: zodResolver(ZCsvForm),
    defaultValues: { kind: fixedKind ?? 'results', year: new Date().getFullYear() },
  });
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) => send({ type: 'csv', file: values.file[0]!, kind: values.kind, year: values.kind === 'results' ? values.year : undefined }))}
    >
      {!fixedKind && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={ids.kind} className="text-sm font-bold">{t('upload.kind')}</label>
            <select id={ids.kind} {...form.register('kind')} className={inputClass}>
              <Options values={CSV_KINDS} label={(k) => t(`csvKind.${k}`)} />
            </select>
          </div>
          {kind === 'results' && (
            <div className="grid gap-1">
              <label htmlFor={ids.year} className="text-sm font-bold">{t('upload.year')}</label>
              <input id={ids.year} type="number" inputMode="numeric" min={2000} max={2100} {...form.register('year')} className={inputClass} aria-invalid={Boolean(errors.year)} />
              {errors.year && <p className="text-sm text-red-700 dark:text-red-300">{t('upload.yearInvalid')}</p>}
            </div>
          )}
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor={ids.file} className="text-sm font-bold">{t('upload.csvFile')}</label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          {...form.register('file')}
          className={inputClass}
          aria-invalid={Boolean(errors.file)}
          aria-describedby={`${ids.file}-hint`}
        />
        <p id={`${ids.file}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {t('csvHint.columns')}{' '}
          <code dir="ltr" className="rounded bg-slate-100 px-1 dark:bg-slate-800">{CSV_COLUMNS[kind]}</code> {t(`csvHint.${kind}`)}
        </p>
        {errors.file && <p className="text-sm text-red-700 dark:text-red-300">{t('upload.chooseFile')}</p>}
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        <Upload aria-hidden className="size-4" />
        {pending ? t('upload.uploading') : fixedKind ? t(`bulk.${fixedKind}`, { defaultValue: t('upload.submitCsv') }) : t('upload.submitCsv')}
      </Button>
      {view}
    </form>
  );
}

/** A PDF of educational material: its text becomes searchable in the catalogue. */
export function PdfUploadForm() {
  const { t } = useTranslation('admin-jobs');
  const ids = { title: useId(), file: useId() };
  const { send, pending, view } = useUploadOutcome('pdf');
  const form = useForm<z.input<typeof ZPdfForm>, unknown, z.output<typeof ZPdfForm>>({ resolver: zodResolver(ZPdfForm), defaultValues: { title: '' } });
  const errors = form.formState.errors;
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((values) => send({ type: 'pdf', file: values.file[0]!, title: values.title || undefined }))}>
      <div className="grid gap-1">
        <label htmlFor={ids.title} className="text-sm font-bold">{t('upload.title')}</label>
        <input id={ids.title} type="text" maxLength={300} {...form.register('title')} className={inputClass} dir="auto" />
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.file} className="text-sm font-bold">{t('upload.pdfFile')}</label>
        <input id={ids.file} type="file" accept=".pdf,application/pdf" {...form.register('file')} className={inputClass} aria-invalid={Boolean(errors.file)} />
        {errors.file && <p className="text-sm text-red-700 dark:text-red-300">{t('upload.chooseFile')}</p>}
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        <FileText aria-hidden className="size-4" />
        {pending ? t('upload.uploading') : t('upload.submitPdf')}
      </Button>
      {view}
    </form>
  );
}
