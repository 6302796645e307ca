// /site-images: administrators place photos on the public pages (the server refuses anyone else).
import { PageMeta } from "../components/PageMeta";
import { SiteImagesView } from "../features/site-images/SiteImagesView";

export function SiteImagesPage() {
  return (
    <>
      <PageMeta title="Site images" />
      <SiteImagesView />
    </>
  );
}
