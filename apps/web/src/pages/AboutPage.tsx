import { PlaceholderPage } from "../components/PlaceholderPage";

export function AboutPage() {
  return <PlaceholderPage title="About us" description="Our mission, our story, and articles from the team." />;
}
