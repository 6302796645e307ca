import { HERO_HEADLINE, PRODUCT_NAME } from "@primp/core";
import { useEffect } from "react";

/** Sets the tab title: "Login | Primp", or the brand line on the home page (no title). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | ${HERO_HEADLINE}`;
  }, [title]);
}
