import { PlaceholderPage } from "../components/PlaceholderPage";

export function BookingDetailsPage() {
  return <PlaceholderPage title="Booking details" description="Everything about one booking, at a glance." />;
}
