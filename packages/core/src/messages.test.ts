import { describe, expect, it } from "vitest";
import * as messages from "./messages";

describe("messages", () => {
  it("are the spec's words", () => {
    expect(messages.PASSWORDS_DO_NOT_MATCH).toBe("Passwords do not match");
    expect(messages.EMAIL_NOT_VALID).toBe("Your email is not valid, please try again or create a account");
    expect(messages.LOGGED_IN).toBe("You have been logged in");
    expect(messages.signupSuccess("a@b.co")).toBe(
      "Thank you for registering! Please check your inbox: we have sent an email to a@b.co.",
    );
    expect(messages.BOOKING_NOT_ACCEPTED_YET).toBe("This booking hasn't been accepted yet");
    expect(messages.STRIPE_CONNECT_NOT_CONNECTED).toBe("StripeConnect is not connected");
    expect(messages.reminderSent("Ada Lo")).toBe("An email reminder has been sent to Ada Lo to set up StripeConnect");
    expect(messages.NO_PROFILE_ACCESS).toBe("You do not have access this profile");
    expect(messages.BOOKING_ACCEPTED).toBe("This booking has been accepted");
    expect(messages.BOOKING_CANCELLED).toBe("This booking has been cancelled");
    expect(messages.applicantResponse("Ada")).toBe("Thank you for your response! An email has been sent to Ada");
    expect(messages.NO_PENDING_APPOINTMENTS).toBe("No Pending Appointments");
    expect(messages.NO_PAST_BOOKINGS).toBe("No Past Bookings");
    expect(messages.NO_CONFIRMED_APPOINTMENTS).not.toBe(messages.NO_PENDING_APPOINTMENTS);
    expect(messages.PHOTO_UNAVAILABLE).toBe("Unavailable");
    expect(messages.LOADING).toBe("Loading...");
    expect(messages.PAST_DATE_MESSAGE).toBe("Please select a date that is not in the past");
    expect(messages.CHILD_SUPERVISION_ALERT).toBe(
      "We do not perform services for youth under the age of 18 without a parent or adult being on-site",
    );
    expect(messages.HERO_HEADLINE).toBe("Beauty. On Your Time.");
    expect(messages.HOW_IT_WORKS_TITLE).toBe("How it Works");
    expect(messages.BLOG_CAROUSEL_TITLE).toBe("Beauty Re:Fresh");
  });
});
