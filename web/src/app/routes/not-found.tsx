import { ArrowLeft, Home, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { useDocumentMeta } from '../../shared/hooks/use-document-meta.ts';
import { Button, buttonClasses } from '../../shared/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <p className="text-7xl font-bold text-brand-700 dark:text-brand-500" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('notFound.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          <Home aria-hidden className="size-4" />
          {t('notFound.home')}
        </Link>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden className="flip-rtl size-4" />
          {t('notFound.back')}
        </Button>
        <Link to={paths.contact} className={buttonClasses('ghost')}>
          <Mail aria-hidden className="size-4" />
          {t('notFound.contact')}
        </Link>
      </div>
    </section>
  );
}
