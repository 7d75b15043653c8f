/** `/v1/Prints/Customer/...` (spec section 7): rosters by place of work and period, as PDF. Contracts only. */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/prints). */
export const printsContracts = {} as const;
