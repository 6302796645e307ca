// The frame of the pages opened from a dashboard (confirmation, details, upload, applicant):
// a back button, a title and one card; plus the "?id=" these pages all read.
import { Alert, Button, Container, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../forms/server-errors";
import { paths } from "../navigation/paths";
import { LoadingScreen } from "./LoadingScreen";

/** The page's ?id= parameter ("" when absent, which the server answers as not found). */
export function useIdParam(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get("id") ?? "";
}

export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      px={0}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard))}
      aria-label="Back"
    >
      ← Back
    </Button>
  );
}

export function PageFrame({
  title,
  children,
  size = "md",
}: {
  title: string;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Container size={size} py={{ base: "lg", sm: 48 }}>
      <Stack gap="md">
        <div>
          <BackButton />
        </div>
        <Paper p={{ base: "md", sm: "xl" }} shadow="xs">
          <Stack gap="lg">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** 'Loading...' while a query runs, its error in words if it fails, the content after. */
export function QueryState({
  isPending,
  error,
  children,
}: {
  isPending: boolean;
  error: unknown;
  children: () => ReactNode;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) return <LoadingScreen inline />;
  return <>{children()}</>;
}
