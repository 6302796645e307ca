// PRIMP_DEMO=1: a production build on the local payment and mail providers. Every page and the
// server's log say so in these words, so nobody mistakes it for the real service.
export const DEMO_NOTICE =
  "This is a demo: payments and e-mail are simulated. No card is charged and no e-mail is sent.";
