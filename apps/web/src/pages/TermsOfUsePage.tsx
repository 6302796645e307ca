import { PlaceholderPage } from "../components/PlaceholderPage";

export function TermsOfUsePage() {
  return <PlaceholderPage title="Terms of use" description="The terms that apply when you use this site." />;
}
