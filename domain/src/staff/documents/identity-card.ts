import { z } from 'zod';
import { holidayYearAt } from './leave';

/**
 * The employee's identity card (spec section 7's `/v1/Employee/IdentityCard`, `/IdentitycardImage`):
 * name, employee number, employer, valid until, and the tax number when the staff record has one.
 * The staff record may carry `employeeNumber` and `taxNumber` (read as they are, never required);
 * without an employee number the card shows the staff id. Decisions: ./README.md.
 */

/** The agency, as the employer on the card and the certificate. */
export const EMPLOYER_NAME = 'Vuoro';

/** The optional identity fields of a staff record (other fields pass untouched). */
export const staffIdentityFields = z.object({
  employeeNumber: z.string().trim().min(1).max(32).nullish().catch(null),
  taxNumber: z.string().trim().min(1).max(32).nullish().catch(null),
});

export const identityCardResponse = z.object({
  name: z.string(),
  employeeNumber: z.string(),
  employer: z.string(),
  /** `YYYY-MM-DD`: the end of the current holiday year, when the card is renewed. */
  validUntil: z.string(),
  taxNumber: z.string().nullable(),
});
export type IdentityCardResponse = z.infer<typeof identityCardResponse>;

export function toIdentityCard(
  id: string,
  person: { firstName: string; lastName: string },
  raw: unknown,
  now: Date,
): IdentityCardResponse {
  const fields = staffIdentityFields.parse(raw ?? {});
  return {
    name: `${person.firstName} ${person.lastName}`.trim(),
    employeeNumber: fields.employeeNumber ?? id,
    employer: EMPLOYER_NAME,
    validUntil: holidayYearAt(now).end,
    taxNumber: fields.taxNumber ?? null,
  };
}

/** The card-sized PDF page, in points (85.6 × 54 mm, ID-1). */
export const IDENTITY_CARD_PAGE = { width: 243, height: 153 } as const;
