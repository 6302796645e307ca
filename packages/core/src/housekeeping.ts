// How long things may linger before the housekeeping jobs remove them.

/** A booking still awaiting payment this long after it was created is abandoned (the customer left the payment step). */
export const ABANDONED_PAYMENT_AFTER_MS = 60 * 60_000;

/** A stored file no record points to is deleted once it is this old (an upload in progress is never a day old). */
export const ORPHAN_FILE_AFTER_MS = 24 * 60 * 60_000;
