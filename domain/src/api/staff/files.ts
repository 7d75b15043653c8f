/**
 * Training materials and shared files (spec section 7's `/v1/Employee/EmployeeTrainingMaterials…`
 * and `/v1/Employee/SharedFiles…`), and the desk's extension routes that add and share them.
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/files). */
export const fileContracts = {} as const;
