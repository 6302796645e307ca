import { Alert, Container } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { readFlash } from "../navigation/flash";

export function FlashBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = readFlash(location.state);
  if (!flash) return null;
  const dismiss = () => {
    const { flash: _dropped, ...rest } = location.state as Record<string, unknown>;
    navigate(location, { replace: true, state: Object.keys(rest).length ? rest : null });
  };
  return (
    <Container pt="md">
      <Alert
        role={flash.tone === "error" ? "alert" : "status"}
        color={flash.tone === "error" ? "red" : "plum"}
        variant="light"
        withCloseButton
        closeButtonLabel="Dismiss message"
        onClose={dismiss}
      >
        {flash.message}
      </Alert>
    </Container>
  );
}
