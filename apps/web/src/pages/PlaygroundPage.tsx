import { PlaceholderPage } from "../components/PlaceholderPage";

export function PlaygroundPage() {
  return <PlaceholderPage title="Playground" description="A small accordion demo of the site's building blocks." />;
}
