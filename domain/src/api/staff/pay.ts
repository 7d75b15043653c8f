/**
 * Pay (spec section 7's `/v1/Salary/Employee/SalaryPaymentSchedules`, `/v1/Salary/Salaryslips`,
 * `/v1/Salary/Salaryslips/slip`, `/v1/Employee/ContractsOrPayslips`, `/v1/Employee/WorkTimePeriods`),
 * and the desk's extension routes that publish the payment schedule and run a pay period.
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/pay). */
export const payContracts = {} as const;
