/**
 * Pools, the employee's side (spec section 7's `/v1/Pool/Employee/…`), and the desk's extension routes that invite employees to a customer's pool.
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/pools). */
export const poolContracts = {} as const;
