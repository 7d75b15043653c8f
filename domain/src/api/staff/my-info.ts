/** `/v1/MyInfo/...` (spec section 7, customer side): the contact person's own details. Contracts only. */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/my-info). */
export const myInfoContracts = {} as const;
