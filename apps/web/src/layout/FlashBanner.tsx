import { Container } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { Notice } from "../components/Notice";
import { readFlash } from "../navigation/flash";

/** The message a page left for the next one (navigation state), dismissed by removing it from that state. */
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
      <Notice notice={flash} onClose={dismiss} />
    </Container>
  );
}
