import { Badge, type BadgeTone } from './badge.tsx';
import { BidiText } from './bidi-text.tsx';

/** The first `max` items as chips, then a '+N more' chip for the rest. */
export function ChipList({ items, max, moreLabel, tone = 'neutral' }: { items: string[]; max: number; moreLabel: (hidden: number) => string; tone?: BadgeTone }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.slice(0, max).map((item, i) => (
        <li key={`${item}-${i}`}>
          <Badge tone={tone}>
            <span>
              <BidiText text={item} />
            </span>
          </Badge>
        </li>
      ))}
      {items.length > max && (
        <li>
          <Badge tone="brand">{moreLabel(items.length - max)}</Badge>
        </li>
      )}
    </ul>
  );
}
