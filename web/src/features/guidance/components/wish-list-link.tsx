import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useLists } from '../../../shared/lists/saved-lists.ts';
import { wishesUrl } from '../utils/guide-url.ts';

/** "My wish list (3)": to the planner, with the list and its total in the URL. */
export function WishListLink() {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const lists = useLists();
  return (
    <Link to={wishesUrl(lists)} data-testid="wish-list-link" className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
      {t('wishes.link', { shown: format.number(lists.wishes.length) })}
    </Link>
  );
}
