import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { AccountForm } from '../components/account-form.tsx';

/** /account/register */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentMeta(t('register.title'), t('register.subtitle'));
  return <AccountForm mode="register" />;
}
