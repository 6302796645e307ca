import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** An in-app link styled as text, for "Sign up", "Forgot your password?" and the like. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      {children}
    </Anchor>
  );
}
