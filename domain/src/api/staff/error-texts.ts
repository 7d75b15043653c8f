/**
 * Error answers that more than one route group documents (a contract's `errors`), written once.
 * Texts used by one group only stay in that group's file.
 */

/** The caller has the employee claim but no staff record with employee status (yet): every employee route. */
export const notAnEmployee = '`notAnEmployee`: no staff record with employee status for the caller';
