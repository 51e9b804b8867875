import { LegalDocument } from '../components/legal-document.tsx';

/** /privacy — the privacy policy (8 sections). */
export function Component() {
  return <LegalDocument document="privacy" />;
}
