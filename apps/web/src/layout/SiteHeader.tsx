import { Box, Burger, Button, Container, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLogout } from "../auth/useLogout";
import { useSession } from "../auth/useSession";
import { Logo } from "../components/Logo";
import { type BookNowState, useHomeInfo } from "../features/booking/HomeInfoProvider";
import { paths } from "../navigation/paths";

const MobileMenu = lazy(async () => ({ default: (await import("./MobileMenu")).MobileMenu }));

/** sticky-header.css keeps focused fields clear of it; change both together. */
const HEADER_HEIGHT = 72;

/** The header's links; the same list fills the desktop bar and the mobile drawer. */
function HeaderLinks({ stacked, onNavigate }: { stacked: boolean; onNavigate?: () => void }) {
  const { user, isLoading } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const { homeInfo } = useHomeInfo();
  const bookNowState: BookNowState = { homeInfo };
  const linkProps = {
    fullWidth: stacked,
    justify: stacked ? "flex-start" : "center",
    size: stacked ? "md" : "sm",
  } as const;
  const Wrapper = stacked ? Stack : Group;

  return (
    <Wrapper gap={stacked ? "xs" : 6}>
      <Button {...linkProps} variant="subtle" component={Link} to={paths.advisor} onClick={onNavigate}>
        Advisor
      </Button>
      {user && (
        <Button {...linkProps} variant="subtle" component={Link} to={paths.dashboard} onClick={onNavigate}>
          Dashboard
        </Button>
      )}
      {/* While the session is unknown neither Login nor Log out is shown, so neither flickers. */}
      {!isLoading && !user && (
        <Button {...linkProps} variant="subtle" component={Link} to={paths.login} onClick={onNavigate}>
          Login
        </Button>
      )}
      {user && (
        <Button
          {...linkProps}
          variant="subtle"
          loading={isLoggingOut}
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          Log out
        </Button>
      )}
      <Button
        {...linkProps}
        component={Link}
        to={paths.bookNow}
        state={bookNowState}
        onClick={onNavigate}
        ml={stacked ? 0 : 6}
      >
        Book Now
      </Button>
    </Wrapper>
  );
}

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer is fetched at the first tap and stays mounted after, so it can animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname } = useLocation();

  // Any navigation closes the menu (Back, a redirect after log-out), not only its own links.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is the trigger.
  useEffect(() => menu.close(), [pathname, menu.close]);

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: "var(--mantine-z-index-app)", borderBottom: "1px solid var(--mantine-color-plum-1)" }}
    >
      <Container h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Box component="nav" aria-label="Main" visibleFrom="sm">
            <HeaderLinks stacked={false} />
          </Box>
          <Burger
            hiddenFrom="sm"
            opened={menuOpened}
            onClick={() => {
              setMenuWanted(true);
              menu.toggle();
            }}
            aria-label={menuOpened ? "Close menu" : "Open menu"}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close}>
            <HeaderLinks stacked onNavigate={menu.close} />
          </MobileMenu>
        </Suspense>
      )}
    </Box>
  );
}
