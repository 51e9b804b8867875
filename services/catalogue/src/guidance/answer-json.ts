/**
 * `{ success: true, data }` as JSON around one of data's keys whose JSON the caller writes itself
 * (kept, shared or as bytes): `head` ends with `"key":`, `tail` follows the value. The key is
 * written as a placeholder 0 and found by `"key":0`, which a string cannot contain (its quotes are
 * escaped); the caller makes sure no nested object has the same key with the value 0.
 */
export function answerAround<T extends object>(data: T, key: keyof T & string): { head: string; tail: string } {
  const marker = `"${key}":0`;
  const text = JSON.stringify({ success: true, data: { ...data, [key]: 0 } });
  const at = text.indexOf(marker) + marker.length - 1;
  return { head: text.slice(0, at), tail: text.slice(at + 1) };
}
