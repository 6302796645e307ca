// A booking's facts for the e-mails with the longest names, amounts and addresses we allow, and
// a hostile name: what the rendering tests and the e-mail screenshots draw.
export const hostile = '<script>alert("x")</script>';
export const longName = `Maximiliana-Alexandrina ${hostile} Featherstonehaugh-Worthington`;
export const to = { email: "maximiliana.alexandrina.featherstonehaugh@example.com", firstName: longName };
export const bookingId = "cmwylgao3001pyw7doz022kpa";
export const url = `https://primp.test/booking-confirmation?id=${bookingId}&tab=details`;
export const facts = {
  id: bookingId,
  serviceName: "Bridal Hair, Makeup and Henna for the Bride and Six Bridesmaids",
  localDate: "2026-12-31",
  localTime: "19:45",
  timeZone: "America/Los_Angeles",
  aptAddress1: `1234 Extraordinarily Long Boulevard Name ${hostile}`,
  aptAddress2: "Penthouse Suite 9999, North Tower, Ring the Bell Twice",
  aptCity: "Rancho Santa Margarita",
  aptState: "CA",
  aptZip: "92688",
  proName: longName,
  serviceDesc: `${longName} booked Bridal Hair, Makeup and Henna for seven people on New Year's Eve.`,
  lines: [
    { label: "Bridal Hair, Makeup and Henna for the Bride and Six Bridesmaids", amountCents: 9_999_999 },
    { label: "Travel to a venue more than 50 miles away", amountCents: 1_250_000 },
  ],
  totalCents: 11_249_999,
  payoutCents: 8_999_999,
  paymentState: "HELD" as const,
  proFirstName: longName,
  etaMinutes: 45,
  arrivingAt: "7:00 P.M.",
  unreadCount: 12,
  email: to.email,
  proEmail: "jasmine.professional@example.com",
};
