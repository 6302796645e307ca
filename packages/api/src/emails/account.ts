import { greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";

export function verifyEmailMessage(to: string, firstName: string, link: string): MailMessageInput {
  return {
    to,
    tag: "verify-email",
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `${greeting(firstName)}\n\nThank you for registering with ${PRODUCT_NAME}! Please confirm your email address:\n\n${link}\n\nIf you did not sign up, you can ignore this message.`,
  };
}

export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessageInput {
  return {
    to,
    tag: "reset-password",
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${greeting(firstName)}\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password here (the link works for one hour):\n\n${link}\n\nIf it was not you, you can ignore this message; your password has not changed.`,
  };
}
