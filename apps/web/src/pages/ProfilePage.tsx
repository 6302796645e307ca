import { PlaceholderPage } from "../components/PlaceholderPage";

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Professional profile"
      description="A professional's specialities, details and highlights."
    />
  );
}
