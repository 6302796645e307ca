// Stripe Elements' card field, used only when the server pays through Stripe and the site has
// a publishable key. Stripe.js is fetched from js.stripe.com only then (the "pure" entry
// loads nothing until asked), so keyless runs never contact Stripe.
import { Input, Text } from "@mantine/core";
import type { StripeCardElement, Stripe as StripeJs } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";

/** What the customer typed about themselves, when there is a form for it (a tip has none). */
export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: { line1: string; line2?: string; city: string; state: string; postal_code: string; country: string };
}

export type CardResult = { ok: true } | { ok: false; message: string };

/**
 * Confirms the payment intent with the card typed into the field, or with `step` "save" the
 * setup intent that only saves it (an appointment held later).
 */
export type ConfirmCard = (
  clientSecret: string,
  billing: BillingDetails,
  step?: "hold" | "save",
) => Promise<CardResult>;

const LOAD_FAILED = "We could not load the secure card form. Please check your connection and reload the page.";

export function StripeCardField({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady(confirm: ConfirmCard | null): void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe: StripeJs | null = await loadStripe(publishableKey);
      if (cancelled || !stripe || !mountRef.current) return;
      card = stripe.elements().create("card", { hidePostalCode: true, style: { base: { fontSize: "16px" } } });
      card.mount(mountRef.current);
      card.on("change", (event) => setMessage(event.error?.message ?? null));
      const mounted = card;
      onReady(async (clientSecret, billing, step) => {
        const paymentMethod = { payment_method: { card: mounted, billing_details: billing } };
        const result =
          step === "save"
            ? await stripe.confirmCardSetup(clientSecret, paymentMethod)
            : await stripe.confirmCardPayment(clientSecret, paymentMethod);
        if (result.error) return { ok: false, message: result.error.message ?? "Your card could not be charged." };
        return { ok: true };
      });
    })().catch(() => setMessage(LOAD_FAILED));
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  return (
    <Input.Wrapper label="Card details" required error={message}>
      <div
        ref={mountRef}
        style={{
          padding: "12px",
          border: "1px solid var(--mantine-color-gray-4)",
          borderRadius: "var(--mantine-radius-md)",
          background: "white",
          marginTop: 4,
        }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Your card details go straight to Stripe, our payment provider; they never reach our servers.
      </Text>
    </Input.Wrapper>
  );
}
