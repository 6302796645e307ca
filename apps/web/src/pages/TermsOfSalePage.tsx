import { LegalDocumentView } from "../features/legal/LegalDocumentView";
import { TERMS_OF_SALE } from "../features/legal/terms-of-sale";

export function TermsOfSalePage() {
  return <LegalDocumentView document={TERMS_OF_SALE} />;
}
