import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from './bidi-text.tsx';

/** The catalogue's card surface (both themes). */
export function Card({ className, children, ...rest }: { className?: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <article
      {...rest}
      className={clsx('flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900', className)}
    >
      {children}
    </article>
  );
}

/**
 * A record's name in the reader's language with the other language's name beneath it (when it
 * differs); a record known in one language only shows that one.
 */
export function BilingualTitle({
  english,
  arabic,
  as: Heading = 'h2',
  className,
}: {
  english: string | null;
  arabic: string | null;
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  const { i18n } = useTranslation();
  const readerIsArabic = i18n.language === 'ar';
  const primary = (readerIsArabic ? arabic || english : english || arabic) ?? '';
  const secondary = readerIsArabic ? (arabic ? english : null) : english ? arabic : null;
  return (
    <div>
      <Heading className={clsx('font-bold leading-snug text-slate-900 dark:text-white', className ?? 'text-lg')}>
        <BidiText text={primary} />
      </Heading>
      {secondary && secondary !== primary && (
        // The line keeps the page's alignment (under the title); only the name inside runs in its own direction.
        <p className="text-sm text-slate-600 dark:text-slate-400" lang={readerIsArabic ? 'en' : 'ar'}>
          <span dir={readerIsArabic ? 'ltr' : 'rtl'}>{secondary}</span>
        </p>
      )}
    </div>
  );
}
