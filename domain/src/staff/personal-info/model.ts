import { z } from 'zod';
import { addressInfo, bankInfo, contactInfo, nextOfKinInfo } from '../../entities/contact-info';
import { bankAccountNotice, formatIban } from '../../validation/iban';
import { mapSearchUrl } from '../../contact-links';

/**
 * The employee's personal data (README.md): address, salary account, next of kin and contact
 * details, one document per employee in `staffPersonalInfo` (keyed by their staff id); the phone
 * lives on the staff record (`staffPeople.phone`, where SendSms reads it) and PersonalInfo keeps
 * it in step there.
 */

/** PUT /v1/User/Employee/Address: street address, zip, city. */
export const personalAddressBody = addressInfo.strict();
export type PersonalAddressBody = z.infer<typeof personalAddressBody>;

/** PUT /v1/User/Employee/Bank: IBAN ('Invalid IBAN' / 'Check IBAN') and BIC (may be left empty). */
export const personalBankBody = bankInfo.strict();
export type PersonalBankBody = z.infer<typeof personalBankBody>;

/** PUT /v1/User/Employee/NextOfKin: name and phone ('Phone number should be formatted +358...'); both empty clears it. */
export const personalNextOfKinBody = nextOfKinInfo.strict();
export type PersonalNextOfKinBody = z.infer<typeof personalNextOfKinBody>;

/** PUT /v1/User/Employee/PersonalInfo: contact email ('This is not a valid email address'), phone and SMS consent. */
export const personalContactBody = contactInfo.pick({ email: true, phone: true, smsEnabled: true }).strict();
export type PersonalContactBody = z.infer<typeof personalContactBody>;

const text = z.string().nullable().default(null);

/**
 * One employee's stored personal data (`staffPersonalInfo/{employeeId}`). Values were checked
 * when saved, but are read back without the checks: an IBAN stored before a rule changed still
 * reads, and then raises the bank notice.
 */
export const staffPersonalInfo = z.object({
  employeeId: z.string().min(1),
  address: text,
  zip: text,
  city: text,
  iban: text,
  bic: text,
  nextOfKin: text,
  nextOfKinPhone: text,
  /** The contact email the employee gave; their sign-in email (UpdateEmail) until they give one. */
  email: text,
  smsEnabled: z.boolean().default(false),
  updatedAt: z.date().nullable().default(null),
});
export type StaffPersonalInfo = z.infer<typeof staffPersonalInfo>;

/** The empty record of an employee who has saved nothing yet. */
export const emptyPersonalInfo = (employeeId: string): StaffPersonalInfo => staffPersonalInfo.parse({ employeeId });

/** The fields each PUT writes, from its parsed body (an empty optional value is stored as `null`). */
export const personalInfoChange = {
  address: (b: PersonalAddressBody) => ({ address: b.address, zip: b.zip, city: b.city }),
  bank: (b: PersonalBankBody) => ({ iban: b.iban, bic: b.bic || null }),
  nextOfKin: (b: PersonalNextOfKinBody) => ({ nextOfKin: b.nextOfKin || null, nextOfKinPhone: b.nextOfKinPhone ?? null }),
  contact: (b: PersonalContactBody) => ({ email: b.email, smsEnabled: b.smsEnabled }),
} as const;

/** Whether the salary account is missing or invalid (GetTopAlerts' `bankAccountMissing`, the landing's notice). */
export const isBankAccountMissing = (info: Pick<StaffPersonalInfo, 'iban'> | null): boolean =>
  bankAccountNotice(info?.iban) !== null;

/** An IBAN for a "Sign in as" session: the country and the last four characters, the rest starred. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s/g, '');
  if (compact.length <= 6) return '*'.repeat(compact.length);
  return formatIban(`${compact.slice(0, 2)}${'*'.repeat(compact.length - 6)}${compact.slice(-4)}`);
}

const nullableText = z.string().nullable();

/** GET /v1/User/Employee/MyInfo (our extension): what the screen shows and edits. */
export const myInfoResponse = z.object({
  address: z.object({ address: z.string(), zip: z.string(), city: z.string() }).nullable(),
  /** The IBAN grouped by four; starred but for its country and last four for a "Sign in as" session. */
  bank: z.object({ iban: z.string(), bic: nullableText, masked: z.boolean() }).nullable(),
  bankAccountMissing: z.boolean(),
  nextOfKin: z.object({ name: nullableText, phone: nullableText }).nullable(),
  email: nullableText,
  phone: nullableText,
  smsEnabled: z.boolean(),
  /** False for a "Sign in as" session: it may look, but every PUT refuses it (403 `impersonated`). */
  editable: z.boolean(),
});
export type MyInfoView = z.infer<typeof myInfoResponse>;

/** GET /v1/User/NOK: the employee's next of kin. */
export const nextOfKinResponse = z.object({ nextOfKin: nullableText, nextOfKinPhone: nullableText });
export type NextOfKinView = z.infer<typeof nextOfKinResponse>;

/** The screen's view of `info` for the employee whose record is `person`; `impersonated` masks the IBAN and makes it read-only. */
export function toMyInfoView(
  info: StaffPersonalInfo,
  person: { email: string | null; phone?: string | null | undefined },
  impersonated: boolean,
): MyInfoView {
  const address = info.address !== null && info.zip !== null && info.city !== null;
  return {
    address: address ? { address: info.address!, zip: info.zip!, city: info.city! } : null,
    bank: info.iban
      ? { iban: impersonated ? maskIban(info.iban) : formatIban(info.iban), bic: info.bic, masked: impersonated }
      : null,
    bankAccountMissing: isBankAccountMissing(info),
    nextOfKin: info.nextOfKin || info.nextOfKinPhone ? { name: info.nextOfKin, phone: info.nextOfKinPhone } : null,
    email: info.email ?? person.email,
    phone: person.phone ?? null,
    smsEnabled: info.smsEnabled,
    editable: !impersonated,
  };
}

/** A map search for the address (the screen's link; Google Maps' documented search URL). */
export function addressMapUrl(a: { address: string; zip: string; city: string }): string {
  return mapSearchUrl(`${a.address}, ${a.zip} ${a.city}`);
}
