import { PlaceholderPage } from "../components/PlaceholderPage";

export function PrivacyPolicyPage() {
  return (
    <PlaceholderPage title="Privacy policy" description="How we collect, use and protect your personal information." />
  );
}
