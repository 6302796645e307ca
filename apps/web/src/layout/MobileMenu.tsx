// The header's menu on phones, a drawer. Its own chunk, loaded at the first tap on the menu
// button: the drawer brings Mantine's dialog machinery (focus trap, scroll lock, transitions),
// which no page's first paint needs.
import { Box, Drawer } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "../components/Logo";

export function MobileMenu({ opened, onClose, children }: { opened: boolean; onClose(): void; children: ReactNode }) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="80%" hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark would puzzle screen readers. */}
        <Drawer.Header component="div">
          <Drawer.Title>
            <Logo onNavigate={onClose} />
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Box component="nav" aria-label="Mobile">
            {children}
          </Box>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
