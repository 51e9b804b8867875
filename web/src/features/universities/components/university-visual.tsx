import type { TUniversity, TUniversityImage } from '@dalil/contracts/catalogue/university';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/ui/external-link.tsx';

/** The type's colour, shared by the placeholder and the type badge's tone. */
const TYPE_COLOUR: Record<TUniversity['type'], string> = {
  public: 'from-brand-700 to-brand-900',
  technological: 'from-brand-700 to-blue-900',
  'al-azhar': 'from-green-700 to-green-900',
  national: 'from-blue-700 to-blue-900',
  private: 'from-purple-700 to-purple-900',
  'special-law': 'from-slate-700 to-slate-900',
  'international-agreement': 'from-slate-700 to-blue-900',
  'international-branch': 'from-amber-700 to-amber-900',
};

/** Up to two initials of a name, skipping "University", "of", "the" and Arabic "جامعة". */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !/^(university|of|the|and|in|for|جامعة|ال)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.replace(/^ال/, '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export const imageOf = (u: Pick<TUniversity, 'images'>, kind: TUniversityImage['kind']) => u.images.find((i) => i.kind === kind);

/**
 * A university's picture in a fixed aspect ratio: its uploaded photo (lazy), else a designed
 * placeholder — its initials on its type's colour — never a broken image.
 */
export function UniversityVisual({ university, name, className }: { university: Pick<TUniversity, 'images' | 'type'>; name: string; className: string }) {
  const photo = imageOf(university, 'photo');
  if (photo) return <img src={photo.url} alt="" loading="lazy" decoding="async" className={`${className} object-cover`} data-testid="university-photo" />;
  return (
    <div aria-hidden className={`${className} flex items-center justify-center bg-gradient-to-br ${TYPE_COLOUR[university.type]} text-4xl font-bold text-white`} data-testid="university-placeholder">
      {initialsOf(name)}
    </div>
  );
}

/** "Photo: author, licence, source" under an uploaded photo, as its licence requires. */
export function ImageCredit({ image }: { image: TUniversityImage }) {
  const { t } = useTranslation('universities');
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="photo-credit">
      {t('detail.photoCredit', { author: image.author, licence: image.licence })}{' '}
      <ExternalLink href={image.sourceUrl} className="underline underline-offset-2">
        {t('detail.photoSource')}
      </ExternalLink>
    </p>
  );
}
