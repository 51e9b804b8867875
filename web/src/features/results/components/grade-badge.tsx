import type { TResultGrade } from '@dalil/contracts/results/result';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';

/** The spec's colours: green at 85 % or more, yellow at 75 % or more, red below. */
function gradeTone(percentage: number): Extract<BadgeTone, 'green' | 'amber' | 'red'> {
  if (percentage >= 85) return 'green';
  if (percentage >= 75) return 'amber';
  return 'red';
}

export function GradeBadge({ percentage, grade }: { percentage: number; grade: TResultGrade }) {
  const { t } = useTranslation('results');
  const tone = gradeTone(percentage);
  return (
    <span data-testid="grade-badge" data-tone={tone}>
      <Badge tone={tone} className="px-3 py-1 text-sm print:border print:border-current">
        {t(`grades.${grade}`)}
      </Badge>
    </span>
  );
}
