import { PlaceholderPage } from "../components/PlaceholderPage";

export function TermsOfSalePage() {
  return (
    <PlaceholderPage title="Terms of sale" description="The terms that apply when you book and pay for services." />
  );
}
