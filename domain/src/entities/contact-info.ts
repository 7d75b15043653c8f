import { z } from 'zod';
import { validationMessages as m } from '../texts/messages';
import { emailField } from '../validation/email';
import { bicField, ibanField } from '../validation/iban';
import { optionalPhoneField, phoneField } from '../validation/phone';
import { booleanField, optionalText, requiredText } from './common';

/** Postal code: letters, digits, spaces and hyphens (Finnish codes are five digits). */
const zip = z
  .string({ error: m.fieldRequired })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: m.invalidValue });

/** PUT /v1/User/Employee/Address. */
export const addressInfo = z.object({
  address: requiredText(),
  zip,
  city: requiredText(100),
});
export type AddressInfo = z.infer<typeof addressInfo>;

/** PUT /v1/User/Employee/Bank: the salary account. A BIC may be left empty. */
export const bankInfo = z.object({
  iban: ibanField,
  bic: z.union([z.literal(''), bicField]).nullish(),
});
export type BankInfo = z.infer<typeof bankInfo>;

/** PUT /v1/User/Employee/NextOfKin. */
export const nextOfKinInfo = z.object({
  nextOfKin: optionalText(),
  nextOfKinPhone: optionalPhoneField,
});
export type NextOfKinInfo = z.infer<typeof nextOfKinInfo>;

/** An employee's contact details: address, email, phone, next of kin, bank, SMS consent. */
export const contactInfo = addressInfo.extend({
  email: emailField,
  phone: phoneField,
  ...nextOfKinInfo.shape,
  ...bankInfo.shape,
  smsEnabled: booleanField.default(false),
});
export type ContactInfo = z.infer<typeof contactInfo>;
