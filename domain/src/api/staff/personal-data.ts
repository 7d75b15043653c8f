/**
 * The employee's personal data (spec section 7's `/v1/User/NOK` and `/v1/User/Employee/Address|Bank|NextOfKin|PersonalInfo`).
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/personal-data). */
export const personalDataContracts = {} as const;
