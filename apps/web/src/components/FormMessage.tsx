import { Alert } from "@mantine/core";

/** One sentence above a form's button: what went wrong, or that it worked. */
export function FormMessage({ message, tone = "error" }: { message: string | null; tone?: "error" | "success" }) {
  if (!message) return null;
  return (
    <Alert role={tone === "error" ? "alert" : "status"} color={tone === "error" ? "red" : "plum"} variant="light">
      {message}
    </Alert>
  );
}
