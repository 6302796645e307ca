import { PlaceholderPage } from "../components/PlaceholderPage";

export function BookNowPage() {
  return (
    <PlaceholderPage
      title="Book Now"
      description="Choose your location, date, time and service, and we will match you with a vetted professional."
    />
  );
}
