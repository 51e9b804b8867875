import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';

const TONE: Record<TUniversityType, BadgeTone> = {
  public: 'blue',
  technological: 'blue',
  'al-azhar': 'green',
  national: 'green',
  private: 'purple',
  'special-law': 'brand',
  'international-agreement': 'brand',
  'international-branch': 'amber',
};

export function UniversityTypeBadge({ type }: { type: TUniversityType }) {
  const { t } = useTranslation('common');
  return <Badge tone={TONE[type]}>{t(`universityType.${type}`)}</Badge>;
}
