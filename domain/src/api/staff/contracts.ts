/**
 * Employment contracts (spec section 7's `/v1/Employee/EmploymentContract…`, `/ActiveEmploymentContract`, `/SignContract`), their PDFs, and the desk's extension routes that prepare contracts from templates and send them for signing.
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/contracts). */
export const employmentContracts = {} as const;
