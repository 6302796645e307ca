import { PlaceholderPage } from "../components/PlaceholderPage";

export function AdvisorPage() {
  return (
    <PlaceholderPage title="Advisor" description="Not sure what to book? Our beauty advisor will help you choose." />
  );
}
