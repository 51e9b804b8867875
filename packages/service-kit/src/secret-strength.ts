/**
 * Whether a JWT_SECRET is fit for production: about 32 random bytes (256 bits) or more, and not
 * a well-known or made-up value. The strength is estimated from the length and the alphabet a
 * random generator would have used (hex: 4 bits a character, base64: 6, anything else: 6.5),
 * after refusing what no generator produces: few distinct characters, long repeats, words.
 */
export const MIN_SECRET_BITS = 256;

const WELL_KNOWN_PARTS = ['secret', 'changeme', 'change', 'password', 'passwd', 'example', 'dalil', 'test', 'replace', 'default', 'qwerty', '123456', 'abcdef'];

function bitsPerCharacter(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret)) return 4;
  if (/^[A-Za-z0-9+/_-]+=*$/.test(secret)) return 6;
  return 6.5;
}

/**
 * The words of a secret as a person writes them: runs of letters (split where a capital starts a
 * new word) and runs of digits. A well-known word counts only as a whole word: a random base64
 * secret holds "test" or "dalil" somewhere inside about once in 25,000 draws, and refusing it
 * then would refuse a good secret.
 */
const wordsOf = (secret: string) => (secret.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? []).map((word) => word.toLowerCase());

/** The reason a secret is refused, or undefined when it is strong enough. */
export function weakSecretReason(secret: string): string | undefined {
  const words = new Set(wordsOf(secret));
  const word = WELL_KNOWN_PARTS.find((part) => words.has(part));
  if (word) return `it contains "${word}": use a random value`;
  const perCharacter = bitsPerCharacter(secret);
  // A random hex string uses nearly all of its 16 digits; a random base64 string many more.
  const distinctNeeded = perCharacter === 4 ? 10 : 16;
  // Eight of a kind in a row: a random hex secret shows four in a row one time in seventy, eight
  // about once in five million; typed or patterned secrets show them often.
  if (new Set(secret).size < distinctNeeded || /(.)\1{7,}/.test(secret)) return 'it is not random (too few different characters, or long repeats)';
  const bits = Math.floor(secret.replace(/=+$/, '').length * perCharacter);
  if (bits < MIN_SECRET_BITS) return `it holds about ${bits} bits; at least ${MIN_SECRET_BITS} (32 random bytes) are needed`;
  return undefined;
}
