import { clsx } from 'clsx';
import { Check, GitCompareArrows } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../ui/toast.tsx';
import { paths } from '../config/paths.ts';
import { useFormat } from '../i18n/format.ts';
import { MAX_COMPARED, toggleCompared, useCompared, type CompareKind } from './compare-list.ts';
import { listToggleClasses } from './save-toggle.tsx';

/**
 * "Add to compare" on a university or a scholarship (its card or its page). Pressed once it is
 * in the comparison; a fourth of a kind is refused with a message that leads to the comparison.
 */
export function CompareToggle({ kind, id, name, className }: { kind: CompareKind; id: string; name: string; className?: string }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const navigate = useNavigate();
  const compared = useCompared()[kind];
  const added = compared.includes(id);
  const count = (n: number) => format.number(n);
  const open = { label: t('compare.open'), onClick: () => void navigate(paths.compareTab(kind)) };

  const onClick = () => {
    const outcome = toggleCompared(kind, id);
    if (outcome === 'full') toast.error(t(`compare.full.${kind}`, { max: count(MAX_COMPARED) }), { action: open });
    else if (outcome === 'added') toast.success(t('compare.addedNamed', { name, n: count(compared.length + 1), max: count(MAX_COMPARED) }), { action: open });
  };

  return (
    <button
      type="button"
      aria-pressed={added}
      aria-label={added ? t('compare.removeNamed', { name }) : t('compare.addNamed', { name })}
      data-testid="compare-toggle"
      onClick={onClick}
      className={clsx(listToggleClasses, className)}
    >
      {added ? <Check aria-hidden className="size-4" /> : <GitCompareArrows aria-hidden className="size-4" />}
      {added ? t('compare.added') : t('compare.add')}
    </button>
  );
}
