import { clsx } from 'clsx';
import { SquareArrowOutUpRight } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';
import { buttonClasses } from './button.tsx';

/**
 * A link to another site, opened in a new tab without handing it `window.opener` or the
 * referrer. Only http(s) addresses are rendered as links: stored data is never trusted to
 * carry a `javascript:` URL.
 */
export function ExternalLink({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string }) {
  const safe = safeHttpUrl(href);
  if (!safe) return null;
  return <a {...props} href={safe} target="_blank" rel="noopener noreferrer" />;
}

/** The URL when it is http(s) (a bare domain gets https://), else undefined. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An outside link styled as a button, with an arrow icon and a screen-reader hint that it opens a new tab. */
export function ExternalLinkButton({
  href,
  label,
  newTabHint,
  variant = 'secondary',
  className,
}: {
  href: string;
  label: string;
  newTabHint: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <ExternalLink href={href} className={buttonClasses(variant, clsx('px-3 py-1.5', className))}>
      <SquareArrowOutUpRight aria-hidden className="flip-rtl size-4" />
      {label}
      <span className="sr-only">{newTabHint}</span>
    </ExternalLink>
  );
}
