import { Fragment } from 'react';
import { indicDigits } from '../i18n/number-format.ts';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/**
 * A run of Latin words: each word starts with a letter (later words may start with a digit),
 * may hold joiners inside ("Node.js", "C++", "co-op", "U.S. News") but never ends on a
 * sentence's own punctuation, which belongs to the surrounding Arabic.
 */
const WORD_TAIL = String.raw`(?:[A-Za-z0-9+#&_'’-]|[./](?=[A-Za-z0-9])|\.(?= [A-Za-z]))*`;
const LATIN_RUN = new RegExp(String.raw`[A-Za-z]${WORD_TAIL}(?: +[A-Za-z0-9]${WORD_TAIL})*`, 'g');

export interface BidiPart {
  text: string;
  /** A Latin run to isolate; `attached` when an Arabic letter touches it ("وDevOps"). */
  latin?: { attached: boolean };
}

/** The text cut into Arabic and Latin runs (Latin runs of an Arabic text only). */
export function bidiParts(text: string): BidiPart[] {
  if (!ARABIC.test(text)) return [{ text, latin: { attached: false } }];
  const parts: BidiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const start = match.index;
    // The Arabic runs' numbers in Arabic-Indic digits; a Latin run ("U.S. News 2026") keeps its own.
    if (start > last) parts.push({ text: indicDigits(text.slice(last, start)) });
    parts.push({ text: match[0], latin: { attached: start > 0 && ARABIC.test(text[start - 1]!) } });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: indicDigits(text.slice(last)) });
  return parts;
}

/**
 * A name from the data, said in its own language: a name with no Arabic letter is English
 * (`lang="en"`, so a screen reader reads it as English on an Arabic page), isolated whole.
 */
export function DataName({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return ARABIC.test(text) ? <BidiText text={text} /> : <bdi lang="en">{text}</bdi>;
}

/**
 * Text from the data that may mix Arabic and Latin: each Latin run is isolated in a <bdi>, so it
 * keeps its own order and cannot take the Arabic sentence's punctuation with it; a Latin word
 * glued to an Arabic letter ("وDevOps") gets a hair of space so the two do not read as one word.
 * A text with no Arabic at all is isolated whole (an English name on an Arabic page).
 */
export function BidiText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      {bidiParts(text).map((part, i) =>
        part.latin?.attached ? (
          // The space goes on the side of the surrounding text's direction, so the span (not the
          // isolated bdi, which runs left to right) carries it.
          <span key={i} className="ms-[0.25em]">
            <bdi>{part.text}</bdi>
          </span>
        ) : part.latin ? (
          <bdi key={i}>{part.text}</bdi>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
