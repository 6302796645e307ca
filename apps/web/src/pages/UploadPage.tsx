import { PlaceholderPage } from "../components/PlaceholderPage";

export function UploadPage() {
  return <PlaceholderPage title="Upload a photo" description="Add a photo of the finished look to a booking." />;
}
