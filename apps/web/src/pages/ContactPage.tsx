import { PlaceholderPage } from "../components/PlaceholderPage";

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact us"
      description="Questions about a booking or about joining the team? We would love to hear from you."
    />
  );
}
