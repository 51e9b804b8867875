import { LegalDocument } from '../components/legal-document.tsx';

/** /terms — the terms of use (10 sections). */
export function Component() {
  return <LegalDocument document="terms" />;
}
