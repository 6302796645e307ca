import { LegalDocumentView } from "../features/legal/LegalDocumentView";
import { PRIVACY_POLICY } from "../features/legal/privacy-policy";

export function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
