import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormatter } from './number-format.ts';

describe('numbers per language', () => {
  it('when a number is written on an Arabic page, then in Arabic-Indic digits; on an English page, in Western digits', () => {
    expect(formatNumber(110000, 'ar')).toBe('١١٠٬٠٠٠');
    expect(formatNumber(110000, 'en')).toBe('110,000');
  });

  it('when a number is passed into a translated string, then the string writes it for its language (a year without grouping)', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(numberFormatter).init({
      lng: 'ar',
      resources: {
        ar: { translation: { wish: 'الرغبة {{n}} ✓', upTo: 'اختر حتى {{max}}', page: 'صفحة {{page}} من {{pages}}', rights: '© {{year}} دليل', text: 'مرحبًا {{name}}' } },
        en: { translation: { page: 'Page {{page}} of {{pages}}', rights: '© {{year}} Dalil' } },
      },
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    expect(i18n.t('wish', { n: 1 })).toBe('الرغبة ١ ✓');
    expect(i18n.t('upTo', { max: 3 })).toBe('اختر حتى ٣');
    expect(i18n.t('page', { page: 1, pages: 2 })).toBe('صفحة ١ من ٢');
    expect(i18n.t('rights', { year: 2026 })).toBe('© ٢٠٢٦ دليل');
    expect(i18n.t('text', { name: 'Ali 2' })).toBe('مرحبًا Ali 2');
    await i18n.changeLanguage('en');
    expect(i18n.t('page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(i18n.t('rights', { year: 2026 })).toBe('© 2026 Dalil');
  });
});

describe('arabicDigits', () => {
  it('when an Arabic text from the data holds ASCII digits, then they are written in Arabic-Indic digits with Arabic marks', async () => {
    const { arabicDigits } = await import('./number-format.ts');
    expect(arabicDigits('تأسست عام 1908 باسم الجامعة المصرية')).toBe('تأسست عام ١٩٠٨ باسم الجامعة المصرية');
    expect(arabicDigits('العام الجامعي 2005-2006، بمعدل 2.5 ورسوم 12,500')).toBe('العام الجامعي ٢٠٠٥-٢٠٠٦، بمعدل ٢٫٥ ورسوم ١٢٬٥٠٠');
    expect(arabicDigits('جامعة 6 أكتوبر')).toBe('جامعة ٦ أكتوبر');
    expect(arabicDigits('٢٠٢٥/2026')).toBe('٢٠٢٥/٢٠٢٦');
    expect(arabicDigits('2026/2027')).toBe('٢٠٢٦/٢٠٢٧');
  });

  it('when the digits belong to an address or a Latin code, or the text has no Arabic, then they stay', async () => {
    const { arabicDigits } = await import('./number-format.ts');
    expect(arabicDigits('انظر https://example.org/2025/fees و COVID-19 و H2O')).toBe('انظر https://example.org/2025/fees و COVID-19 و H2O');
    expect(arabicDigits('Founded in 1908')).toBe('Founded in 1908');
  });
});
