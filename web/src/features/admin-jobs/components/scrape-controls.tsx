import { SCRAPE_KINDS, type TScrapeKind } from '@dalil/contracts/jobs/queues';
import { FlaskConical, Play, Search, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/dialog.tsx';
import { useScrapeSources } from '../api/get-scrape-sources.ts';
import { getScrapeStatus, useStartScraping, useTestScraping } from '../api/scraping.ts';
import { JobProgress } from './job-progress.tsx';
import { ScrapeFailure } from './scrape-failure.tsx';
import { StatusMessage } from './status-message.tsx';

interface Notice {
  message: string;
  running: boolean;
  details?: string[];
  /** A run's sources: each one's count, or why it failed. */
  sources?: Array<{ name: string; count: number; error: string | null }>;
  /** Why a whole run failed (technical). */
  failure?: string;
}

/**
 * The scraping run's controls and its state: idle → running (buttons disabled, blue) →
 * finished with a success (green) or failure (red) message and the last-run time.
 */
export function ScrapeControls({ showTests, showEnhanced }: { showTests: boolean; showEnhanced: boolean }) {
  const { t } = useTranslation('admin-jobs');
  const format = useFormat();
  const start = useStartScraping();
  const test = useTestScraping();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [jobId, setJobId] = useState<string>();
  const [testing, setTesting] = useState<TScrapeKind>();
  const busy = start.isPending || checking || test.isPending;
  // A run reads every enabled source and writes to the catalogue: asked first, naming them.
  const [confirming, setConfirming] = useState<'full' | 'enhanced'>();

  const run = (enhanced: boolean) => {
    setConfirming(undefined);
    setNotice({ message: t(enhanced ? 'scrape.enhancedRunning' : 'scrape.starting'), running: true });
    start.mutate(enhanced, {
      onSuccess: (answer) => {
        setJobId(answer.data.jobId);
        setNotice({ message: t(enhanced ? 'scrape.enhancedStarted' : 'scrape.started'), running: true });
      },
      onError: (error) =>
        setNotice({
          message: error instanceof ApiError
            ? t(enhanced ? 'scrape.enhancedFailed' : 'scrape.startFailed', { message: error.message })
            : t(enhanced ? 'scrape.enhancedError' : 'scrape.startError'),
          running: false,
        }),
    });
  };

  const check = async () => {
    setChecking(true);
    try {
      const status = await getScrapeStatus();
      if (status.jobId && status.status === 'running') setJobId(status.jobId);
      const lastRun = status.lastRun ? t('scrape.lastRun', { date: format.date(status.lastRun, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('scrape.neverRun');
      // Said from the run's figures in the reader's language; a failure's own words on demand.
      const summary = status.result
        ? t(status.result.failedSources === status.result.sources.length && status.result.sources.length > 0 ? 'scrape.summaryAllFailed' : status.result.failedSources ? 'scrape.summaryFailed' : 'scrape.summary', { count: format.number(status.result.count), written: format.number(status.result.written), failed: format.number(status.result.failedSources) })
        : t(`scrape.statusText.${status.status}`);
      setNotice({
        message: `${t(`scrape.status.${status.status}`)}: ${summary}`,
        running: status.status === 'running',
        details: [lastRun],
        // Every source with its count, or why it failed (a run with errors says which).
        sources: status.result?.failedSources ? status.result.sources.map((s) => ({ name: s.name, count: s.count, error: s.error })) : undefined,
        failure: status.error ?? undefined,
      });
    } catch (error) {
      setNotice({ message: error instanceof ApiError ? t('scrape.statusFailed', { message: error.message }) : t('scrape.statusError'), running: false });
    } finally {
      setChecking(false);
    }
  };

  const runTest = (kind: TScrapeKind) => {
    setTesting(kind);
    const name = t(`kind.${kind}`);
    setNotice({ message: t('scrape.testRunning', { kind: name }), running: true });
    test.mutate(kind, {
      onSuccess: (answer) =>
        setNotice({
          message: answer.data.finished ? t('scrape.testResult', { kind: name, formatted: format.number(answer.count) }) : t('scrape.testPending', { kind: name }),
          running: !answer.data.finished,
          sources: answer.data.sources,
        }),
      onError: (error) =>
        setNotice({ message: error instanceof ApiError ? t('scrape.testFailed', { kind: name, message: error.message }) : t('scrape.testError', { kind: name }), running: false }),
      onSettled: () => setTesting(undefined),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setConfirming('full')} disabled={busy}>
          <Play aria-hidden className="size-4 flip-rtl" />
          {t('scrape.startFull')}
        </Button>
        {showEnhanced && (
          <Button variant="secondary" onClick={() => setConfirming('enhanced')} disabled={busy}>
            <Sparkles aria-hidden className="size-4" />
            {t('scrape.startEnhanced')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void check()} disabled={busy}>
          <Search aria-hidden className="size-4" />
          {t('scrape.checkStatus')}
        </Button>
      </div>
      {showTests && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('scrape.testsLabel')}>
          {SCRAPE_KINDS.map((kind) => (
            <Button key={kind} variant="secondary" onClick={() => runTest(kind)} disabled={busy}>
              <FlaskConical aria-hidden className="size-4" />
              {testing === kind ? t('scrape.testing') : t('scrape.test', { kind: t(`kind.${kind}`) })}
            </Button>
          ))}
        </div>
      )}
      <RunConfirmation kind={confirming} onCancel={() => setConfirming(undefined)} onConfirm={() => run(confirming === 'enhanced')} />
      <StatusMessage message={notice?.message ?? null} running={notice?.running}>
        {notice?.details?.length ? (
          <ul className="mt-2 list-disc ps-5 font-normal">
            {notice.details.map((line) => (
              <li key={line} dir="auto">{line}</li>
            ))}
          </ul>
        ) : null}
        {notice?.failure && <ScrapeFailure detail={notice.failure} />}
        {notice?.sources?.length ? (
          <ul className="mt-2 grid gap-1 font-normal">
            {notice.sources.map((source) => (
              <li key={source.name} dir="auto">
                {source.error ? <ScrapeFailure name={source.name} detail={source.error} /> : `${source.name}: ${format.number(source.count)}`}
              </li>
            ))}
          </ul>
        ) : null}
      </StatusMessage>
      {jobId && (
        <JobProgress
          key={jobId}
          jobId={jobId}
          onFinished={(status, records, error) =>
            setNotice(
              status === 'completed'
                ? { message: t('scrape.finished', { formatted: format.number(records) }), running: false }
                : status === 'completed-with-errors'
                  ? { message: t('scrape.finishedWithErrors', { formatted: format.number(records) }), running: false }
                  : { message: t('scrape.runFailed', { message: error ?? t('scrape.allSourcesFailed') }), running: false },
            )
          }
        />
      )}
    </div>
  );
}

/**
 * Asks before a run starts: which sources it reads (the enabled ones; JavaScript pages only on
 * an enhanced run) and what it writes.
 */
function RunConfirmation({ kind, onCancel, onConfirm }: { kind: 'full' | 'enhanced' | undefined; onCancel: () => void; onConfirm: () => void }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const format = useFormat();
  const sources = useScrapeSources();
  const read = (sources.data?.sources ?? []).filter((s) => s.enabled && (kind === 'enhanced' || !s.rendered));
  const arabic = i18n.language.startsWith('ar');
  return (
    <ConfirmDialog
      open={kind !== undefined}
      onOpenChange={(open) => !open && onCancel()}
      title={t(kind === 'enhanced' ? 'scrape.confirm.titleEnhanced' : 'scrape.confirm.title')}
      message={sources.isSuccess ? t('scrape.confirm.message', { n: format.number(read.length) }) : sources.isError ? t('scrape.confirm.sourcesUnknown') : t('scrape.confirm.loading')}
      confirmLabel={t('scrape.confirm.start')}
      busy={!sources.isSuccess}
      onConfirm={onConfirm}
    >
      <ul className="list-disc ps-5" data-testid="scrape-confirm-sources">
        {read.map((source) => (
          <li key={source.id} dir="auto">
            {arabic ? source.nameArabic : source.name} <span className="text-slate-600 dark:text-slate-300">({t(`kind.${source.kind}`)})</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 font-bold">{t('scrape.confirm.writesTitle')}</p>
      <ul className="list-disc ps-5">
        {(['universities', 'scholarships', 'costs', 'jobs', 'registry'] as const).map((line) => (
          <li key={line}>{t(`scrape.confirm.writes.${line}`)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
