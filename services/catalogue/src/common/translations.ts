/**
 * Dalil's Arabic for the English texts of the published data (a fee's note, a salary's level
 * label, a growth indicator, an admission rule): seed/translations-ar.csv maps each English
 * sentence to its Arabic translation, so a sentence repeated across rows is translated once. A
 * text has an Arabic version only when every one of its sentences has one; otherwise it has none
 * (and the page shows the English, marked as the source's own words) rather than half of one.
 * Every Arabic version is a translation of an English source and the pages say so.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const TRANSLATIONS_FILE = fileURLToPath(new URL('../../seed/translations-ar.csv', import.meta.url));

/** "e.g." and its kind end no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|c|vs|No|approx|St|Dr|Mr)\.$/;
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z0-9("'])/;

/** A text's sentences, as the translations file keys them. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.trim().split(SENTENCE_BREAK)) {
    const sentence = piece.trim();
    if (!sentence) continue;
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

const loaded = new Map<string, ReadonlyMap<string, string>>();

/** English sentence → Arabic, read once per file. */
function arabicTranslations(file = TRANSLATIONS_FILE): ReadonlyMap<string, string> {
  let memory = loaded.get(file);
  if (!memory) {
    // csv-parse with columns: true yields records of strings; its return type is any.
    const rows = parse(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as Array<{ en: string; ar: string }>;
    memory = new Map(rows.filter((row) => row.en && row.ar).map((row) => [row.en.trim(), row.ar.trim()]));
    loaded.set(file, memory);
  }
  return memory;
}

/** The Arabic translation of an English text of the data; null when it has none (or there is no text). */
export function arabicOf(text: string | null | undefined, memory: ReadonlyMap<string, string> = arabicTranslations()): string | null {
  if (!text?.trim()) return null;
  const translated: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const arabic = memory.get(sentence);
    if (!arabic) return null;
    translated.push(arabic);
  }
  return translated.join(' ');
}
