import { PlaceholderPage } from "../components/PlaceholderPage";

export function BookingConfirmationPage() {
  return <PlaceholderPage title="Booking confirmation" description="Review a booking and accept or decline it." />;
}
