/** `/v1/RecruitOrder/...` (spec section 7, customer side) and the desk's recruit orders (our extension). Contracts only. */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/recruit-orders). */
export const recruitOrdersContracts = {} as const;
