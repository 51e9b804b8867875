/**
 * The published benefit lists mix what is paid with what is not ("travel not covered"): a
 * benefit that says it is not covered must never be shown as one that is. Read the same way
 * wherever benefits are listed (the card, the comparison).
 */
const NOT_COVERED = [/\bnot (?:covered|included|paid|funded)\b/i, /\bexcluded\b/i, /غير مشمول/, /غير مغطّ?ى/, /لا (?:يشمل|تشمل|يغطي|تغطي)/];

export function isNotCovered(benefit: string): boolean {
  return NOT_COVERED.some((pattern) => pattern.test(benefit));
}
