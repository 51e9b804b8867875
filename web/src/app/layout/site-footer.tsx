import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths.ts';

const EXPLORE = [
  { to: paths.universities, key: 'universities' },
  { to: paths.scholarships, key: 'scholarships' },
  { to: paths.programs, key: 'programs' },
  { to: paths.careers, key: 'careers' },
  { to: paths.guide, key: 'guide' },
  { to: paths.costOfLiving, key: 'costOfLiving' },
] as const;
const HELP = [
  { to: paths.contact, key: 'contact' },
  { to: paths.faq, key: 'faq' },
  { to: paths.privacy, key: 'privacy' },
  { to: paths.terms, key: 'terms' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('common');
  const linkClass = 'text-slate-300 hover:text-white hover:underline';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-2xl font-bold text-white">{t('site.name')}</p>
          <p className="mt-2 text-slate-300">{t('footer.about')}</p>
        </div>
        {(
          [
            ['explore', EXPLORE],
            ['help', HELP],
          ] as const
        ).map(([group, links]) => (
          <nav key={group} aria-label={t(`footer.${group}`)}>
            <h2 className="mb-3 font-bold text-white">{t(`footer.${group}`)}</h2>
            <ul className="grid gap-2">
              {links.map((l) => (
                <li key={l.key}>
                  <Link className={linkClass} to={l.to}>
                    {t(`nav.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
