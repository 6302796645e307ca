import { PlaceholderPage } from "../components/PlaceholderPage";

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" description="Your appointments and account at a glance." />;
}
