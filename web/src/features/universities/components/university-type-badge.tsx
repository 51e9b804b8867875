import type { TUniversityType } from '@dalil/contracts/catalogue/university';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';

const TONE: Record<TUniversityType, BadgeTone> = { public: 'blue', private: 'purple', national: 'green' };

export function UniversityTypeBadge({ type }: { type: TUniversityType }) {
  const { t } = useTranslation('universities');
  return <Badge tone={TONE[type]}>{t(`type.${type}`)}</Badge>;
}
