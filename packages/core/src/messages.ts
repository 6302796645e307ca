// Every user-facing message of the spec, verbatim (including its wording slips, such as
// "create a account" and "access this profile", which the spec fixes as the product's text).

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const EMAIL_NOT_VALID = "Your email is not valid, please try again or create a account";
export const LOGGED_IN = "You have been logged in";
/**
 * Not the spec's sentence ("A confirmation email has been sent to…"): the same words answer an
 * address that already has an account, whose owner is e-mailed a notice instead, so they must
 * be true of both.
 */
export const signupSuccess = (email: string) =>
  `Thank you for registering! Please check your inbox: we have sent an email to ${email}.`;

export const BOOKING_NOT_ACCEPTED_YET = "This booking hasn't been accepted yet";
export const STRIPE_CONNECT_NOT_CONNECTED = "StripeConnect is not connected";
export const reminderSent = (name: string) => `An email reminder has been sent to ${name} to set up StripeConnect`;

export const NO_PROFILE_ACCESS = "You do not have access this profile";
export const BOOKING_ACCEPTED = "This booking has been accepted";
export const BOOKING_CANCELLED = "This booking has been cancelled";
/** A pro cannot hold two appointments at once; `appointment` says which one they already hold. */
export const alreadyBookedThen = (appointment: string) =>
  `You already have an appointment at that time: ${appointment}. Choose another booking, or release that one first.`;
export const applicantResponse = (name: string) => `Thank you for your response! An email has been sent to ${name}`;

export const NO_PENDING_APPOINTMENTS = "No Pending Appointments";
export const NO_PAST_BOOKINGS = "No Past Bookings";
export const PHOTO_UNAVAILABLE = "Unavailable";
export const LOADING = "Loading...";

export const PAST_DATE_MESSAGE = "Please select a date that is not in the past";
export const CHILD_SUPERVISION_ALERT =
  "We do not perform services for youth under the age of 18 without a parent or adult being on-site";

// Ours, where the spec clears a value without a message or checks nothing.
/** The booking hours as the spec writes them wherever a customer picks a time. */
export const BOOKING_HOURS_WORDS = "between 9AM and 8PM";
export const OUT_OF_HOURS_MESSAGE = `Please select a time ${BOOKING_HOURS_WORDS}`;
export const PAST_TIME_MESSAGE = "Please select a time that is not in the past";
// The pro's Confirmed Appointment tab: the spec names only the pending and past empty tables.
export const NO_CONFIRMED_APPOINTMENTS = "No Confirmed Appointments";

// Home page copy fixed by the spec.
export const HERO_HEADLINE = "Beauty. On Your Time.";
export const HOW_IT_WORKS_TITLE = "How it Works";
export const BLOG_CAROUSEL_TITLE = "Beauty Re:Fresh";
