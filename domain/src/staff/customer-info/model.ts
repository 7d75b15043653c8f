import { z } from 'zod';
import { SUPPORTED_LANGUAGES, TEXT_LIMITS, type SupportedLanguage } from '../../constants';
import { requiredText } from '../../entities/common';
import { customerOpeningHours, customerOpeningHoursResponse } from '../../api/contact-us';
import { emailField } from '../../validation/email';
import { contactMessageForm } from '../../validation/message';
import { phoneField } from '../../validation/phone';
import { supportMail } from '../mail/support';
import type { MailRequest } from '../mail/model';

/**
 * The customer user's own details and their way to the agency (README.md): My info
 * (`/v1/MyInfo/...`) and Contact us (`/v1/ContactUs/...`).
 */

/**
 * A customer user's contact email (`staffCustomerContacts/{staffId}`): where the agency writes to
 * them, kept apart from the sign-in email on the staff record (README.md, "Two emails").
 */
export const staffCustomerContact = z.object({
  staffId: z.string().min(1),
  email: z.string().nullable().default(null),
  updatedAt: z.iso.datetime().nullable().default(null),
});
export type StaffCustomerContact = z.infer<typeof staffCustomerContact>;

/** What a save must send back: the version it read, opaque to the client (README.md, "Versions"). */
const version = z.string().min(1).max(200);

/** GET /v1/MyInfo/ContactPersonEditView: the contact person's details as the form edits them. */
export const contactPersonView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** The contact email; the sign-in email until the user gives one. */
  email: z.string().nullable(),
  /** The sign-in email, which this form never changes (Settings does, with a verified link). */
  signInEmail: z.string().nullable(),
  /** The language chosen, or null while none is stored (the form then offers the one the app shows). */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  version,
});
export type ContactPersonView = z.infer<typeof contactPersonView>;

/** PUT /v1/MyInfo/ContactPersonUpdate: names required, 'Phone number should be formatted +358...', 'This is not a valid email address'. */
export const contactPersonUpdateBody = z
  .object({
    firstName: requiredText(TEXT_LIMITS.short),
    lastName: requiredText(TEXT_LIMITS.short),
    phone: phoneField,
    email: emailField,
    language: z.enum(SUPPORTED_LANGUAGES),
    version,
  })
  .strict();
export type ContactPersonUpdateBody = z.infer<typeof contactPersonUpdateBody>;

/** The screen's view of a staff record and its contact email, at `version`. */
export function toContactPersonView(
  person: {
    firstName: string;
    lastName: string;
    phone?: string | null | undefined;
    email: string | null;
    language: SupportedLanguage | null;
  },
  contact: Pick<StaffCustomerContact, 'email'> | null,
  at: string,
): ContactPersonView {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone ?? null,
    email: contact?.email ?? person.email,
    signInEmail: person.email,
    language: person.language,
    version: at,
  };
}

/**
 * The version of a contact person's details: the last write of the staff record and of the
 * contact email, as Firestore stamps them (any writer, the desk's included, moves it on).
 */
export function contactPersonVersion(
  personWrite: { seconds: number; nanoseconds: number },
  contactWrite: { seconds: number; nanoseconds: number } | null | undefined,
): string {
  const stamp = (t: { seconds: number; nanoseconds: number }) => `${t.seconds}.${String(t.nanoseconds).padStart(9, '0')}`;
  return `${stamp(personWrite)}/${contactWrite ? stamp(contactWrite) : '-'}`;
}

/** The agency's service centre phone as the customer's Contact us shows it (the hours: `CONTACT_HOURS`). */
export const SERVICE_CENTRE_PHONE = '+358 20 730 1000';

/** GET /v1/ContactUs/ContactUs: whom to call or write to, and when the service centre is open. */
export const contactUsResponse = z.object({
  serviceCentre: z.object({
    phone: z.string(),
    /** The mailbox a SendMessage goes to (the deployment's `SUPPORT_EMAIL_SERVICE_CENTRE`). */
    email: z.string(),
  }),
  hours: customerOpeningHoursResponse,
  /** The caller's customers' names, as the message will name them. */
  customers: z.array(z.string()),
  /** Where the agency answers a message: the caller's contact email (My info), or null without one. */
  replyTo: z.string().nullable(),
});
export type ContactUsView = z.infer<typeof contactUsResponse>;

/** The Contact us answer at `now`. */
export function toContactUsView(
  serviceCentreEmail: string,
  caller: { customers: readonly string[]; replyTo: string | null },
  now: Date,
): ContactUsView {
  return {
    serviceCentre: { phone: SERVICE_CENTRE_PHONE, email: serviceCentreEmail },
    hours: customerOpeningHours(now),
    customers: [...caller.customers],
    replyTo: caller.replyTo,
  };
}

/** PUT /v1/ContactUs/SendMessage: a subject and a message of at least 5 characters (spec section 5). */
export const sendContactMessageBody = contactMessageForm.strict();
export type SendContactMessageBody = z.infer<typeof sendContactMessageBody>;

export const sendContactMessageResponse = z.object({ queuedAt: z.iso.datetime() });

export interface ContactMessageSender {
  name: string;
  /** The contact email of My info (answers go there), or null. */
  email: string | null;
  language: SupportedLanguage;
  /** The names of the sender's customers. */
  customers: readonly string[];
}

/**
 * The mail a contact message becomes: a support mail to the service centre (the agency's
 * language, the sender as Reply-To), the sender named with their customers, so the agency sees
 * which customer writes without looking it up.
 */
export function customerContactMail(body: SendContactMessageBody, sender: ContactMessageSender, to: string): MailRequest {
  const customers = sender.customers.join(', ');
  return supportMail(
    { Subject: body.subject, Message: body.message, SendTo: 'serviceCentre' },
    {
      name: customers ? `${sender.name} (${customers})` : sender.name,
      email: sender.email,
      language: sender.language,
      role: 'customer',
    },
    to,
  );
}
