import { isNotCovered } from '@dalil/contracts/catalogue/scholarship-benefits';
import { BadgeCheck, CircleMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Benefits with what they are: a green check for what is paid, a grey minus (and the words "not
 * covered" for screen readers) for what the source says is not — never a check for that.
 */
export function BenefitList({ benefits }: { benefits: string[] }) {
  const { t } = useTranslation('common');
  return (
    <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {benefits.map((benefit, i) => {
        const excluded = isNotCovered(benefit);
        return (
          <li key={`${benefit}-${i}`} className="flex items-start gap-1.5" data-testid="benefit" data-covered={excluded ? 'no' : 'yes'}>
            {excluded ? (
              <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            ) : (
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
            )}
            <span dir="auto">
              {excluded && <span className="sr-only">{t('benefit.notCovered')}</span>}
              {benefit}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
