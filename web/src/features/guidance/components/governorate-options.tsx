import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '@dalil/contracts/common/governorates';
import { useLocalized } from '../../../shared/i18n/format.ts';

/** The governorate choices of every guidance form: "any" first, then the 27 in the page's language. */
export function GovernorateOptions() {
  const { t } = useTranslation('guidance');
  const localized = useLocalized();
  return (
    <>
      <option value="">{t('form.anyGovernorate')}</option>
      {GOVERNORATES.map((g) => (
        <option key={g.name} value={g.name}>
          {localized(g.name, g.nameArabic)}
        </option>
      ))}
    </>
  );
}
