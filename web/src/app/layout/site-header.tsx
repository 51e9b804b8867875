import { clsx } from 'clsx';
import { Languages, ListChecks, Menu, Moon, Sun, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { useTheme } from '../../shared/theme/theme.ts';

const NAV_LINKS = [
  { to: paths.home, key: 'home', end: true },
  { to: paths.results, key: 'results' },
  { to: paths.guide, key: 'guide' },
  { to: paths.universities, key: 'universities' },
  { to: paths.programs, key: 'programs' },
  { to: paths.scholarships, key: 'scholarships' },
  { to: paths.compare, key: 'compare' },
  { to: paths.services, key: 'services' },
  { to: paths.careers, key: 'careers' },
  { to: paths.about, key: 'about' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-lg px-2 py-2 text-sm font-bold transition',
    isActive
      ? 'bg-brand-700 text-white dark:bg-brand-700'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

export function SiteHeader() {
  const { t, i18n } = useTranslation('common');
  const { theme, toggle } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // The mobile menu closes whenever a link takes the visitor somewhere.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const nextLanguage = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900">
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to={paths.home} className="flex items-center gap-2 text-2xl font-bold text-brand-700 dark:text-brand-500">
          <img src="/favicon.svg" alt="" className="size-8" />
          {t('site.name')}
        </Link>
        {/* One row at every width (a wrapped second row would move the whole page down, e.g. while
            the web font is still on its way): too narrow a window scrolls the links sideways. */}
        <nav aria-label={t('nav.main')} className="ms-4 hidden min-w-0 flex-1 items-center gap-1 overflow-x-auto whitespace-nowrap [scrollbar-width:thin] xl:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.key} to={link.to} end={'end' in link} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {/* Saving works without an account, so "My lists" is there for everyone; signing in is offered on that page. */}
          <NavLink
            to={paths.myLists}
            data-testid="my-lists-link"
            aria-label={t('nav.myLists')}
            className={(s) => clsx(linkClass(s), 'flex items-center gap-1')}
          >
            <ListChecks aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('nav.myLists')}</span>
          </NavLink>
          <button
            type="button"
            onClick={() => void setLanguage(nextLanguage)}
            aria-label={t('toggles.languageLabel')}
            lang={nextLanguage}
            className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-bold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Languages aria-hidden className="size-4" />
            {t('toggles.language')}
          </button>
          <button
            type="button"
            onClick={toggle}
            aria-label={theme === 'dark' ? t('toggles.themeToLight') : t('toggles.themeToDark')}
            aria-pressed={theme === 'dark'}
            data-testid="theme-toggle"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {theme === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
          </button>
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="border-t border-slate-200 px-4 pb-4 xl:hidden dark:border-slate-800">
          <ul className="mt-2 grid gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} end={'end' in link} className={(s) => clsx(linkClass(s), 'block')}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
