import { useTranslation } from 'react-i18next';
import { InvalidResponseError } from '../api/envelope.ts';
import { useFormat } from '../i18n/format.ts';

/**
 * The texts every list page shows, read from the feature's namespace under one key
 * convention: `filters.{region,show,hide,clear,search,searchPlaceholder}` and
 * `list.{title,subtitle,showing,empty,error,invalid,loadMore,updating}`.
 */
export function useListText(namespace: string) {
  const { t } = useTranslation(namespace);
  const format = useFormat();
  return {
    header: { title: t('list.title'), subtitle: t('list.subtitle') },
    filterBar: { label: t('filters.region'), showLabel: t('filters.show'), hideLabel: t('filters.hide'), clearLabel: t('filters.clear') },
    search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
    results: { emptyMessage: t('list.empty'), updatingLabel: t('list.updating'), loadMoreLabel: t('list.loadMore') },
    /** The spec's load failure text, or 'Invalid response from server' for a malformed answer. */
    error: (failed: boolean, error: unknown) => (failed ? t(error instanceof InvalidResponseError ? 'list.invalid' : 'list.error') : undefined),
    /** 'Showing X of Y …' once the total is known. */
    summary: (shown: number, total: number | undefined) => (total === undefined ? undefined : t('list.showing', { shown: format.number(shown), total: format.number(total) })),
  };
}
