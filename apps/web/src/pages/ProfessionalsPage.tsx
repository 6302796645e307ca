import { PlaceholderPage } from "../components/PlaceholderPage";

export function ProfessionalsPage() {
  return (
    <PlaceholderPage
      title="Our professionals"
      description="Meet the vetted, certified beauty professionals who come to you."
    />
  );
}
