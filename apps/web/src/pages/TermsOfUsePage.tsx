import { LegalDocumentView } from "../features/legal/LegalDocumentView";
import { TERMS_OF_USE } from "../features/legal/terms-of-use";

export function TermsOfUsePage() {
  return <LegalDocumentView document={TERMS_OF_USE} />;
}
