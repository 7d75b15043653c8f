/**
 * Error answers that more than one route group documents (a contract's `errors`), written once.
 * Texts used by one group only stay in that group's file.
 */

/** The caller has the employee claim but no staff record with employee status (yet): every employee route. */
export const notAnEmployee = '`notAnEmployee`: no staff record with employee status for the caller';

/** The caller has the customer claim but their staff record names no customer (yet): every customer route. */
export const notACustomer = '`notACustomer`: no staff record with a customer for the caller';

/** The same answer for a missing shift and one the caller may not see: nobody learns which exist. */
export const shiftNotFound = "`shiftNotFound`: no such shift, or not the caller's ('Shift not found')";

/** A wrong state answers 409 with the `validation:` key the screen shows. */
export const stateConflict = (keys: string) => `${keys} (409: the shift is not in a state that allows this)`;

/** The mail could not be queued (the send itself is retried later and never fails the call): the spec's 'Error sending email, please try again later'. */
export const emailSendFailed = "`emailSendFailed`: the mail could not be queued ('Error sending email, please try again later')";
