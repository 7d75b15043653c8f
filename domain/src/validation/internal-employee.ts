import { type z } from 'zod';
import { checkPassivationReason, internalEmployeeFields } from '../entities/internal-employee';

/**
 * The team lead's internal employee form (add and edit): the shift suggestion group is
 * required, and a passive employee needs a passivation reason.
 */
export const internalEmployeeForm = internalEmployeeFields.superRefine(checkPassivationReason);
export type InternalEmployeeForm = z.infer<typeof internalEmployeeForm>;
export type InternalEmployeeFormInput = z.input<typeof internalEmployeeForm>;
