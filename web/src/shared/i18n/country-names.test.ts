import { describe, expect, it } from 'vitest';
import { countryText, regionCodeOf } from './country-names.ts';

describe('country names in the page language', () => {
  it('when the data names a country in English, then its region code is found, older names too', () => {
    expect(regionCodeOf('United Kingdom')).toBe('GB');
    expect(regionCodeOf('united states')).toBe('US');
    expect(regionCodeOf('Turkey')).toBe('TR');
    expect(regionCodeOf('South Korea')).toBe('KR');
    expect(regionCodeOf('European Union')).toBe('EU');
    expect(regionCodeOf('Atlantis')).toBeUndefined();
  });

  it('when shown on an Arabic page, then the country is named in Arabic; a remark in brackets stays as written', () => {
    expect(countryText('Germany', 'ar', 'دول متعددة')).toBe('ألمانيا');
    expect(countryText('Egypt (preparatory year) / Germany', 'ar', 'دول متعددة')).toBe('مصر (preparatory year) / ألمانيا');
    expect(countryText('Various (leading universities abroad)', 'ar', 'دول متعددة')).toBe('دول متعددة (leading universities abroad)');
  });

  it('when a text is not a known country, then it is shown as written', () => {
    expect(countryText('Atlantis', 'ar', 'دول متعددة')).toBe('Atlantis');
    expect(countryText('United Kingdom', 'en', 'Several countries')).toBe('United Kingdom');
  });
});
