/**
 * Annual leave, the employment certificate and the identity card (spec section 7's `/v1/Employee/AnnualLeaveBalance`, `/GetHolidayManagementLink`, `/IdentityCard`, `/IdentitycardImage`, `/v1/Reporting/CertificationOfEmploymentReport`), and the desk's extension routes that set leave balances and answer certificate orders.
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/documents). */
export const documentContracts = {} as const;
