/**
 * The contracts' validation messages are English sentences ("Rating must be between 0 and 5").
 * In Arabic the field's label already sits above the message, so the rule alone is said in
 * Arabic; unknown messages are shown as the server wrote them.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const RULES: Array<[RegExp, string]> = [
  [/ is required$/, 'required'],
  [/ must be between (-?[\d.]+) and (-?[\d.]+)$/, 'between'],
  [/ must be at least (-?[\d.]+)$/, 'atLeast'],
  [/ must be at most (\d+) characters$/, 'maxLength'],
  [/ must be at most (-?[\d.]+)$/, 'atMost'],
  [/ must be a whole number$/, 'wholeNumber'],
  [/ must be a number$/, 'number'],
  [/ must have at most one decimal place$/, 'oneDecimal'],
  [/ must be a valid URL \(http or https\)$/, 'url'],
  [/ must be a date \(YYYY-MM-DD\)$/, 'date'],
  [/ must be one of: /, 'oneOf'],
  [/^Maximum tuition must be at least the minimum tuition$/, 'maxTuition'],
  [/^Maximum age must be at least the minimum age$/, 'maxAge'],
  [/^Established year cannot be in the future$/, 'futureYear'],
  [/^Fee for (.+): academic year, source name and source URL are required$/, 'feeSource'],
  [/^Local rank: year, source name and source URL are required$/, 'localRankSource'],
  [/^Global rank: year, source name and source URL are required$/, 'globalRankSource'],
  [/^Fee range: academic year, source name and source URL are required$/, 'feeRangeSource'],
  [/^Year must look like 2025 or 2025\/26$/, 'figureYear'],
];

export function localizeValidationMessage(message: string, language: string, t: Translate): string {
  if (language !== 'ar') return message;
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    // A number in the rule is passed as a number, so the translation writes it in Arabic-Indic digits.
    const value = (text: string | undefined) => (text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
    if (match) return t(`validation.${key}`, { a: value(match[1]), b: value(match[2]) });
  }
  return message;
}
