import { Button, Stack } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../components/AuthCard";
import { FormMessage } from "../components/FormMessage";
import { LoadingScreen } from "../components/LoadingScreen";
import { PageMeta } from "../components/PageMeta";
import { errorMessage } from "../forms/server-errors";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";
import { MISSING_LINK_TOKEN } from "./ResetPasswordPage";

/** /verify-email?token=… from the confirmation e-mail: confirms on arrival, once. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const verify = trpc.auth.verifyEmail.useMutation();
  // A token works once; the ref keeps React's double-run of effects in development from
  // spending it twice.
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const outcome = !token
    ? { tone: "error" as const, message: MISSING_LINK_TOKEN }
    : verify.isSuccess
      ? { tone: "success" as const, message: verify.data.message }
      : verify.isError
        ? { tone: "error" as const, message: errorMessage(verify.error) }
        : null;

  return (
    <AuthCard title="Confirm your email">
      <PageMeta title="Confirm your email" />
      {outcome ? (
        <Stack gap="md">
          <FormMessage tone={outcome.tone} message={outcome.message} />
          <Button component={Link} to={paths.home} variant="light">
            Go to the home page
          </Button>
        </Stack>
      ) : (
        <LoadingScreen inline />
      )}
    </AuthCard>
  );
}
