import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';

/** 'Rating 4.5 out of 5' with a star; nothing when the rating is unknown. */
export function Rating({ value }: { value: number | null }) {
  const { t } = useTranslation('universities');
  const format = useFormat();
  if (value == null) return null;
  const text = format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm font-bold text-amber-700 dark:text-amber-400" title={t('card.rating', { value: text })}>
      <Star aria-hidden className="size-4 fill-current" />
      <span className="sr-only">{t('card.rating', { value: text })}</span>
      <span aria-hidden>{t('detail.ratingOutOf', { value: text })}</span>
    </span>
  );
}
