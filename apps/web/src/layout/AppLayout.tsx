import { Box, Flex } from "@mantine/core";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { HydrateWhenVisible } from "../components/HydrateWhenVisible";
import { LoadingScreen } from "../components/LoadingScreen";
import { PAGE_BACKGROUND } from "../theme";
import { DemoBanner } from "./DemoBanner";
import { FlashBanner } from "./FlashBanner";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { ScrollOnNavigation } from "./ScrollOnNavigation";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import "./sticky-header.css";
import { MAIN_CONTENT_ID, SkipToContent } from "./SkipToContent";

/** Header and footer on every page; pages load lazily inside, under the header. */
export function AppLayout() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  // After a navigation (not on first load) screen readers and keyboards start at the new
  // page's content rather than at the link that was followed.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Flex direction="column" mih="100dvh" bg={PAGE_BACKGROUND}>
      <SkipToContent />
      <DemoBanner />
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page loads and grows. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex={1} mih="100dvh" style={{ outline: "none" }}>
        <FlashBanner />
        {/* A failing page shows its error inside the header and footer. */}
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
      <ScrollOnNavigation />
    </Flex>
  );
}
