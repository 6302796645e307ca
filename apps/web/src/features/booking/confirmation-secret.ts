// The card step's client secret of a booking this tab has just paid, kept in the tab's session
// storage: a guest has no session, and the secret is what lets the server show them their own
// confirmation again after a reload. A signed-in customer's session does that without it.
const keyOf = (bookingId: string) => `primp.paid-booking.${bookingId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const confirmationSecret = {
  remember(bookingId: string, clientSecret: string) {
    try {
      storage()?.setItem(keyOf(bookingId), clientSecret);
    } catch {
      // Storage refused: a reload then asks a guest to sign in, as any other visitor.
    }
  },
  read(bookingId: string): string | undefined {
    return storage()?.getItem(keyOf(bookingId)) ?? undefined;
  },
};
