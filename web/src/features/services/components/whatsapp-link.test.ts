import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp-link.ts';

describe('WhatsApp chat link', () => {
  it('when the number has a + and spaces, then the link uses digits only and the encoded greeting', () => {
    expect(whatsappUrl('+20 100 123 4567', 'مرحبًا فريق دليل')).toBe(`https://wa.me/201001234567?text=${encodeURIComponent('مرحبًا فريق دليل')}`);
  });

  it('when the number is too short to be international, then there is no link', () => {
    expect(whatsappUrl('+20', 'Hello')).toBeUndefined();
  });
});
