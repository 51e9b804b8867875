/** wa.me wants the international number without '+' or spaces, and the greeting URL-encoded. */
export function whatsappUrl(number: string, greeting: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}
