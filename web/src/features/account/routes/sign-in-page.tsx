import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { AccountForm } from '../components/account-form.tsx';

/** /account/sign-in */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentMeta(t('signIn.title'), t('signIn.subtitle'));
  return <AccountForm mode="sign-in" />;
}
