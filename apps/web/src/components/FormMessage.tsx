import { Alert } from "@mantine/core";
import { useEffect, useRef } from "react";

/** Where focus rests when no field took it: the page itself, or the button that was pressed. */
const focusIsOnNoField = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.tagName === "BUTTON";
};

/**
 * One sentence above a form's button: what went wrong, or that it worked. A refusal about no
 * field (a declined card) takes focus when it appears, unless a field to fix already has it, so
 * a screen reader or keyboard user lands on the reason rather than on the button or the page.
 */
export function FormMessage({ message, tone = "error" }: { message: string | null; tone?: "error" | "success" }) {
  const alert = useRef<HTMLDivElement>(null);
  const isError = tone === "error";
  useEffect(() => {
    if (message && isError && focusIsOnNoField()) alert.current?.focus();
  }, [message, isError]);
  if (!message) return null;
  return (
    <Alert
      ref={alert}
      tabIndex={isError ? -1 : undefined}
      role={isError ? "alert" : "status"}
      color={isError ? "red" : "plum"}
      variant="light"
    >
      {message}
    </Alert>
  );
}
