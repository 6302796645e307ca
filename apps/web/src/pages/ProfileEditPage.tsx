import { PlaceholderPage } from "../components/PlaceholderPage";

export function ProfileEditPage() {
  return (
    <PlaceholderPage title="Edit your profile" description="Update your name, phone number, password and photo." />
  );
}
