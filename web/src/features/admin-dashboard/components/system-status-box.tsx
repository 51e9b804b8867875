import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useSystemStatus } from '../api/get-system-status.ts';

const SERVICES = ['catalogue', 'ads', 'auth', 'config', 'jobs'] as const;

/** Readiness of each service as the gateway measures it now (refreshed every 30 seconds). */
export function SystemStatusBox() {
  const { t } = useTranslation('admin-dashboard');
  const format = useFormat();
  const health = useSystemStatus();
  const gatewayUp = health.isSuccess;
  return (
    <section aria-labelledby="dashboard-system" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h3 id="dashboard-system" className="mb-4 text-lg font-bold">
        {t('system.title')}
      </h3>
      {health.isPending ? (
        <p role="status">{t('system.checking')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="system-status">
          <StatusRow label={t('system.gateway')} up={gatewayUp} />
          {SERVICES.map((service) => {
            const state = health.data?.services[service];
            return (
              <StatusRow
                key={service}
                label={t(`system.services.${service}`)}
                up={Boolean(state?.ready)}
                detail={state?.ready ? t('system.latency', { ms: format.number(Math.round(state.latencyMs)) }) : undefined}
              />
            );
          })}
        </ul>
      )}
      {health.dataUpdatedAt > 0 && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {t('system.checkedAt', { time: format.date(new Date(health.dataUpdatedAt), { timeStyle: 'medium' }) })}
        </p>
      )}
    </section>
  );
}

function StatusRow({ label, up, detail }: { label: string; up: boolean; detail?: string }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <li className="flex items-center gap-2">
      {up ? <CheckCircle2 aria-hidden className="size-5 text-green-700 dark:text-green-400" /> : <XCircle aria-hidden className="size-5 text-red-700 dark:text-red-400" />}
      <span className="font-bold">{label}</span>
      <span className={up ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}>{up ? t('system.ready') : t('system.down')}</span>
      {detail && <span className="ms-auto text-xs text-slate-600 dark:text-slate-400">{detail}</span>}
    </li>
  );
}
