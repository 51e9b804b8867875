import { Compass, Eye, HeartHandshake, Languages, Scale, ShieldCheck, Target, Users, Database, Code2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const VALUES = [
  { key: 'free', icon: HeartHandshake },
  { key: 'accuracy', icon: ShieldCheck },
  { key: 'fairness', icon: Scale },
  { key: 'language', icon: Languages },
] as const;

const TEAM = [
  { key: 'guidance', icon: Compass },
  { key: 'data', icon: Database },
  { key: 'engineering', icon: Code2 },
] as const;

const card = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

/** /about. `statistics` is the live statistics band, composed in by the app layer. */
export function AboutPage({ statistics }: { statistics?: ReactNode }) {
  const { t } = useTranslation('about');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="mx-auto grid max-w-5xl gap-10">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section aria-labelledby="story-title" className={card}>
        <h2 id="story-title" className="text-2xl font-bold">{t('story.title')}</h2>
        {(t('story.paragraphs', { returnObjects: true }) as string[]).map((p) => (
          <p key={p} className="mt-3 leading-relaxed text-slate-800 dark:text-slate-200">{p}</p>
        ))}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission-title" className={card}>
          <Target aria-hidden className="size-8 text-brand-700 dark:text-brand-500" />
          <h2 id="mission-title" className="mt-2 text-xl font-bold">{t('mission.title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('mission.text')}</p>
        </section>
        <section aria-labelledby="vision-title" className={card}>
          <Eye aria-hidden className="size-8 text-brand-700 dark:text-brand-500" />
          <h2 id="vision-title" className="mt-2 text-xl font-bold">{t('vision.title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('vision.text')}</p>
        </section>
      </div>
      <section aria-labelledby="values-title">
        <h2 id="values-title" className="mb-4 text-2xl font-bold">{t('values.title')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className={card}>
              <Icon aria-hidden className="size-7 text-brand-700 dark:text-brand-500" />
              <h3 className="mt-2 text-lg font-bold">{t(`values.${key}.title`)}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="flex items-center gap-2 text-2xl font-bold">
          <Users aria-hidden className="size-7 text-brand-700 dark:text-brand-500" />
          {t('team.title')}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('team.intro')}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TEAM.map(({ key, icon: Icon }) => (
            <li key={key} className={card}>
              <Icon aria-hidden className="size-7 text-brand-700 dark:text-brand-500" />
              <h3 className="mt-2 text-lg font-bold">{t(`team.${key}.title`)}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`team.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {statistics}
    </div>
  );
}
