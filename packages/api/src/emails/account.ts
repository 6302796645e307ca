import { greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";

export function verifyEmailMessage(to: string, firstName: string, link: string): MailMessageInput {
  return {
    to,
    tag: "verify-email",
    action: "Confirm my e-mail address",
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `${greeting(firstName)}\n\nThank you for registering with ${PRODUCT_NAME}! Please confirm your email address:\n\n${link}\n\nIf you did not sign up, you can ignore this message.`,
  };
}

export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessageInput {
  return {
    to,
    tag: "reset-password",
    action: "Choose a new password",
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${greeting(firstName)}\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password here (the link works for one hour):\n\n${link}\n\nIf it was not you, you can ignore this message; your password has not changed.`,
  };
}

/**
 * The reset form's answer for an address with no account. Sending it keeps both answers the
 * same work (a timing difference would tell who has an account) and helps a customer who
 * signed up with another address; the reset limits cap how often any address receives it.
 */
export function noAccountForResetMessage(to: string, signUpLink: string): MailMessageInput {
  return {
    to,
    tag: "reset-no-account",
    subject: `About your ${PRODUCT_NAME} password reset`,
    text: `Hi there,\n\nSomeone asked to reset the password of a ${PRODUCT_NAME} account for this address, but there is no account for it. If it was you, you may have signed up with another address, or you can create an account here:\n\n${signUpLink}\n\nIf it was not you, you can ignore this message.`,
  };
}

/**
 * The sign-up form's answer for an address that already has an account: the form says the same
 * as for a new one, and the owner learns of the attempt here (the sign-up limits per address and
 * per e-mail cap how often). Names nobody, since the attempt may not have been theirs.
 */
export function signUpWithTakenAddressMessage(to: string, loginLink: string, resetLink: string): MailMessageInput {
  return {
    to,
    tag: "sign-up-address-taken",
    subject: `Someone tried to sign up to ${PRODUCT_NAME} with your address`,
    text: `Hi there,\n\nSomeone tried to create a ${PRODUCT_NAME} account with this email address, but you already have one, so nothing has changed. If it was you, you can log in here:\n\n${loginLink}\n\nIf you have forgotten your password, choose a new one here:\n\n${resetLink}\n\nIf it was not you, you can ignore this message; your account and password are as they were.`,
  };
}
