import { PlaceholderPage } from "../components/PlaceholderPage";

export function ProApplicantPage() {
  return (
    <PlaceholderPage
      title="Applicant review"
      description="Review a professional's application and accept or decline it."
    />
  );
}
