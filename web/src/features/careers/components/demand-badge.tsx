import type { TDemandLevel } from '@dalil/contracts/careers/career-field';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui/badge.tsx';

const TONE = { high: 'green', medium: 'amber', low: 'red' } as const;

export function DemandBadge({ level }: { level: TDemandLevel }) {
  const { t } = useTranslation('careers');
  return <Badge tone={TONE[level]}>{t(`demand.${level}`)}</Badge>;
}
