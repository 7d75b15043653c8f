/** `/v1/TSP/...` (spec section 7, customer team leads): the customer's internal employees. Contracts only. */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/internal-employees). */
export const internalEmployeesContracts = {} as const;
