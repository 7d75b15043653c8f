import { z } from 'zod';
import { docId, firestoreDocId, requiredText } from '../../entities/common';
import { contractAttachment } from '../../entities/employment-contract';
import { SUPPORTED_LANGUAGES, TEXT_LIMITS, type SupportedLanguage } from '../../constants';
import { firestoreDate } from '../../firestore';
import { contractState } from '../../labels';
import { canSignContract } from '../../states/contract';
import { validationMessages as m } from '../../texts/messages';
import { filePublisher, localizedText, localText, type LocalizedText } from '../files/model';
import { agencyDayText } from '../shifts/views';
import { calendarDay } from '../../states/calendar';

/**
 * Employment contracts (`staffContractTemplates`, `staffEmploymentContracts`, `staffContractReads`).
 * All Admin SDK only (`staffCollections`); the why of each decision is in ./README.md.
 */

export const CONTRACT_TITLE_MAX = TEXT_LIMITS.short;
/** One part's text in one language: a contract or an attachment of a few pages. */
export const CONTRACT_TEXT_MAX = 10_000;
/** Attachments per template (and so per contract): with the contract, six parts in five languages stay well under a document's 1 MiB. */
export const CONTRACT_ATTACHMENTS_MAX = 5;
/** The template route's body limit: six parts of 10 000 characters in five languages. */
export const CONTRACT_TEMPLATE_MAX_BODY_BYTES = 900_000;
/** How many contracts or templates one list reads, newest first. */
export const CONTRACTS_LIST_LIMIT = 200;
/** The most weekly hours a contract may name. */
export const WEEKLY_HOURS_MAX = 80;
/** The highest hourly wage (euros) a contract may name: a guard against a mistyped figure. */
export const HOURLY_WAGE_MAX = 1000;

export const contractTitle = localizedText(CONTRACT_TITLE_MAX);
export const contractText = localizedText(CONTRACT_TEXT_MAX);

const hours = z
  .number({ error: m.invalidValue })
  .min(0, { error: m.numberOutOfRange })
  .max(WEEKLY_HOURS_MAX, { error: m.numberOutOfRange });

/**
 * The terms of a contract: employer, first day, last day (null: until further notice), hourly wage
 * in euros (cents at most), weekly working hours as a range (`min` = `max` for fixed hours).
 */
export const contractTerms = z
  .object(
    {
      employer: requiredText(TEXT_LIMITS.short),
      startDate: agencyDayText,
      endDate: agencyDayText.nullable(),
      hourlyWage: z
        .number({ error: m.invalidValue })
        .min(0, { error: m.numberOutOfRange })
        .max(HOURLY_WAGE_MAX, { error: m.numberOutOfRange })
        .refine((wage) => Number.isInteger(Math.round(wage * 100 * 1e6) / 1e6), { error: m.invalidValue }),
      weeklyHours: z
        .object({ min: hours, max: hours }, { error: m.fieldRequired })
        .strict()
        .refine((h) => h.min <= h.max, { error: m.numberOutOfRange, path: ['max'] }),
    },
    { error: m.fieldRequired },
  )
  .strict()
  .refine((t) => t.endDate === null || t.startDate <= t.endDate, { error: m.endBeforeStart, path: ['endDate'] });
export type ContractTerms = z.infer<typeof contractTerms>;

/** An attachment of a template: its title and text, Finnish with the translations given. */
export const contractAttachmentText = z.object({ title: contractTitle, text: contractText }, { error: m.fieldRequired }).strict();
export type ContractAttachmentText = z.infer<typeof contractAttachmentText>;

// ---- Parts and versions ----------------------------------------------------------------------

/** The contract's own text is the part `main`; its attachments `a1`, `a2`, … in order. */
export const MAIN_PART = 'main';
export const partId = z.union([z.literal(MAIN_PART), z.string().regex(/^a[1-9]\d*$/)]);
export const attachmentPartId = (index: number): string => `a${index + 1}`;

/** An attachment's id on the wire (`attachmentId`): `<contractId>:<partId>`. */
export const contractAttachmentId = (contractId: string, part: string): string => `${contractId}:${part}`;
/** `<contractId>:<partId>` → its two halves; null when it is not one (no colon, or not an attachment's part). */
export function parseContractAttachmentId(id: string): { contractId: string; partId: string } | null {
  const at = id.lastIndexOf(':');
  if (at <= 0) return null;
  const contract = id.slice(0, at);
  const part = id.slice(at + 1);
  if (!/^a[1-9]\d*$/.test(part)) return null;
  return firestoreDocId.safeParse(contract).success ? { contractId: contract, partId: part } : null;
}

/**
 * A part's version: a 64-bit FNV-1a hash (hex) of its title and text in every language, so any
 * change of wording gives a new version and the same wording always the same one.
 */
export function partVersion(part: { title: LocalizedText; text: LocalizedText }): string {
  const canonical = JSON.stringify(
    SUPPORTED_LANGUAGES.map((lng) => [part.title[lng]?.trim() ?? '', part.text[lng]?.trim() ?? '']),
  );
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < canonical.length; i += 1) {
    hash ^= BigInt(canonical.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** One part of a sent contract: its texts as sent and their version. */
export const contractPart = z.object({ id: partId, title: contractTitle, text: contractText, version: z.string().min(1) });
export type ContractPart = z.infer<typeof contractPart>;

// ---- Stored documents ------------------------------------------------------------------------

/** `staffContractTemplates/{id}`: the desk's template; a contract is copied from it when sent. */
export const staffContractTemplate = z.object({
  id: docId,
  title: contractTitle,
  body: contractText,
  attachments: z.array(contractAttachmentText).max(CONTRACT_ATTACHMENTS_MAX),
  terms: contractTerms,
  updatedAt: firestoreDate,
  updatedBy: filePublisher,
});
export type StaffContractTemplate = z.infer<typeof staffContractTemplate>;

/** The signature: who signed (uid and name as the staff record had it), when, and each part's version. */
export const contractSignature = z.object({
  by: filePublisher,
  at: firestoreDate,
  versions: z.record(z.string(), z.string()),
});
export type ContractSignature = z.infer<typeof contractSignature>;

/** `staffEmploymentContracts/{id}`: a contract sent to one employee, a copy of its template's texts. */
export const staffEmploymentContract = z.object({
  id: docId,
  employeeId: docId,
  templateId: docId.nullable(),
  title: contractTitle,
  terms: contractTerms,
  parts: z.array(contractPart).min(1),
  state: contractState,
  sentAt: firestoreDate,
  sentBy: filePublisher,
  signed: contractSignature.nullable().default(null),
});
export type StaffEmploymentContract = z.infer<typeof staffEmploymentContract>;

/** `staffContractReads/{contractId}_{partId}`: the employee opened the part at this version (first time at it). */
export const staffContractRead = z.object({
  employeeId: docId,
  contractId: docId,
  partId,
  version: z.string().min(1),
  readAt: firestoreDate,
});
export type StaffContractRead = z.infer<typeof staffContractRead>;

export const contractReadId = (contractId: string, part: string): string => `${contractId}_${part}`;

/** The parts of a contract copied from a template: the body as `main` (titled as the contract), the attachments `a1`… */
export function partsFromTemplate(template: Pick<StaffContractTemplate, 'title' | 'body' | 'attachments'>): ContractPart[] {
  const texts = [
    { id: MAIN_PART, title: template.title, text: template.body },
    ...template.attachments.map((a, i) => ({ id: attachmentPartId(i), title: a.title, text: a.text })),
  ];
  return texts.map((p) => ({ ...p, version: partVersion(p) }));
}

/**
 * The read to store when the employee opens a part: a new one, or the existing one kept when it is
 * at the part's current version (the first time at a version stays); null when nothing changes.
 */
export function readToStore(
  existing: StaffContractRead | null,
  contract: Pick<StaffEmploymentContract, 'id' | 'employeeId'>,
  part: Pick<ContractPart, 'id' | 'version'>,
  now: Date,
): StaffContractRead | null {
  if (existing && existing.version === part.version) return null;
  return { employeeId: contract.employeeId, contractId: contract.id, partId: part.id, version: part.version, readAt: now };
}

/** Whether the read is of the part as it is now (a changed text must be read again). */
export const readIsCurrent = (read: Pick<StaffContractRead, 'version'> | null | undefined, part: Pick<ContractPart, 'version'>) =>
  read !== null && read !== undefined && read.version === part.version;

// ---- The employee's routes -------------------------------------------------------------------

const language = z.enum(SUPPORTED_LANGUAGES);
const instant = z.iso.datetime();

/** The terms on the wire: as stored. */
export const contractTermsView = z.object({
  employer: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  hourlyWage: z.number(),
  weeklyHours: z.object({ min: z.number(), max: z.number() }),
});

/**
 * A contract as the employee sees it, in the shape of `entities/employment-contract.ts`: `read`
 * for the contract's own text, `attachments` with their read flags (both at the current version),
 * and what the screens need besides: the terms, the attachment's wire id, whether Sign is possible.
 */
export const employeeContractView = z.object({
  id: z.string(),
  /** Position in the caller's list (unsigned first, then newest): `EmploymentContractPDF?index`. */
  index: z.number().int().nonnegative(),
  title: z.string(),
  /** The language of `title` and the attachments' names: the caller's, or Finnish where not translated. */
  language,
  terms: contractTermsView,
  state: contractState,
  sentAt: instant,
  /** The contract's own text opened at its current version. */
  read: z.boolean(),
  /** When it was first opened at that version (null while `read` is false). */
  readAt: instant.nullable(),
  attachments: z.array(contractAttachment.extend({ attachmentId: z.string(), readAt: instant.nullable() })),
  /** Unsigned and every part read at its current version. */
  canSign: z.boolean(),
  signedAt: instant.nullable(),
  signedBy: z.string().nullable(),
});
export type EmployeeContractView = z.infer<typeof employeeContractView>;

export function toEmployeeContractView(
  contract: StaffEmploymentContract,
  reads: ReadonlyMap<string, StaffContractRead>,
  userLanguage: string,
  index: number,
): EmployeeContractView {
  const title = localText(contract.title, userLanguage);
  const isRead = (part: ContractPart) => readIsCurrent(reads.get(part.id), part);
  const readAt = (part: ContractPart) => (isRead(part) ? reads.get(part.id)!.readAt.toISOString() : null);
  const main = contract.parts.find((p) => p.id === MAIN_PART);
  const attachments = contract.parts
    .filter((p) => p.id !== MAIN_PART)
    .map((p) => ({
      id: p.id,
      attachmentId: contractAttachmentId(contract.id, p.id),
      name: localText(p.title, title.language).text,
      read: isRead(p),
      readAt: readAt(p),
    }));
  const read = main ? isRead(main) : true;
  return {
    id: contract.id,
    index,
    title: title.text,
    language: title.language,
    terms: contract.terms,
    state: contract.state,
    sentAt: contract.sentAt.toISOString(),
    read,
    readAt: main ? readAt(main) : null,
    attachments,
    canSign: canSignContract({ state: contract.state, read, attachments }),
    signedAt: contract.signed?.at.toISOString() ?? null,
    signedBy: contract.signed?.by.name ?? null,
  };
}

/** Unsigned first, then newest sent (id breaks ties): the order of the list and of `index`. */
export function unsignedThenNewest<T extends Pick<StaffEmploymentContract, 'state' | 'sentAt' | 'id'>>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) =>
      Number(a.state === 'signed') - Number(b.state === 'signed') ||
      b.sentAt.getTime() - a.sentAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The contract in force on `now`'s Helsinki day: signed, started, not ended; of several, the one
 * that started last (then the newest sent).
 */
export function activeContract<T extends Pick<StaffEmploymentContract, 'state' | 'terms' | 'sentAt'>>(
  list: readonly T[],
  now: Date,
): T | null {
  const today = calendarDay(now);
  const inForce = list.filter(
    (c) => c.state === 'signed' && c.terms.startDate <= today && (c.terms.endDate === null || c.terms.endDate >= today),
  );
  inForce.sort((a, b) => b.terms.startDate.localeCompare(a.terms.startDate) || b.sentAt.getTime() - a.sentAt.getTime());
  return inForce[0] ?? null;
}

/** One part as the employee reads it: in their language, with the Finnish original beside it. */
export const contractPartView = z.object({
  id: z.string(),
  /** `<contractId>:<partId>` for an attachment; null for the contract's own text. */
  attachmentId: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  /** The language of `title` and `text`: the caller's, or Finnish where not translated. */
  language,
  /** The Finnish original (the binding text); the same as `title`/`text` when `language` is `fi`. */
  original: z.object({ title: z.string(), text: z.string() }),
  version: z.string(),
  /** When the caller opened this version first (now, on the first opening). */
  readAt: instant,
});
export type ContractPartView = z.infer<typeof contractPartView>;

/** A part in `userLanguage` (title and text in one language: a translated title without its text reads as Finnish). */
export function localPart(part: Pick<ContractPart, 'title' | 'text'>, userLanguage: string) {
  const title = localText(part.title, userLanguage);
  const text = localText(part.text, title.language);
  const lang: SupportedLanguage = text.language === title.language ? title.language : 'fi';
  return { title: lang === 'fi' ? part.title.fi : title.text, text: lang === 'fi' ? part.text.fi : text.text, language: lang };
}

export function toContractPartView(
  contractId: string,
  part: ContractPart,
  read: Pick<StaffContractRead, 'readAt'>,
  userLanguage: string,
): ContractPartView {
  return {
    id: part.id,
    attachmentId: part.id === MAIN_PART ? null : contractAttachmentId(contractId, part.id),
    ...localPart(part, userLanguage),
    original: { title: part.title.fi, text: part.text.fi },
    version: part.version,
    readAt: read.readAt.toISOString(),
  };
}

export const employeeContractsResponse = z.object({ contracts: z.array(employeeContractView) });
export const employeeContractResponse = z.object({ contract: employeeContractView });
export const activeContractResponse = z.object({ contract: employeeContractView.nullable() });
export const contractPreviewResponse = z.object({ contract: employeeContractView, part: contractPartView });

export const contractIdQuery = z.object({ contractId: firestoreDocId }).strict();
export const attachmentIdQuery = z
  .object({
    attachmentId: z
      .string({ error: m.fieldRequired })
      .min(1, { error: m.fieldRequired })
      .max(200, { error: m.textTooLong })
      .refine((id) => parseContractAttachmentId(id) !== null, { error: m.invalidValue }),
  })
  .strict();
export const contractIndexQuery = z
  .object({
    index: z.coerce
      .number({ error: m.invalidValue })
      .int({ error: m.wholeNumberRequired })
      .min(0, { error: m.numberOutOfRange })
      .max(CONTRACTS_LIST_LIMIT - 1, { error: m.numberOutOfRange }),
  })
  .strict();
export const signContractBody = z.object({ contractId: firestoreDocId }, { error: m.fieldRequired }).strict();

// ---- The agency desk -------------------------------------------------------------------------

/** PUT /v1/Desk/Contracts/Templates: a new template (no `id`) or the whole of an existing one. */
export const deskContractTemplateBody = z
  .object({
    id: firestoreDocId.optional(),
    title: contractTitle,
    body: contractText,
    attachments: z.array(contractAttachmentText).max(CONTRACT_ATTACHMENTS_MAX, { error: m.tooManyItems }),
    terms: contractTerms,
  })
  .strict();
export type DeskContractTemplateBody = z.infer<typeof deskContractTemplateBody>;

export const deskContractTemplateView = z.object({
  id: z.string(),
  title: contractTitle,
  body: contractText,
  attachments: z.array(contractAttachmentText),
  terms: contractTermsView,
  updatedAt: instant,
  updatedBy: z.string().nullable(),
});
export type DeskContractTemplateView = z.infer<typeof deskContractTemplateView>;

export const toDeskContractTemplateView = (t: StaffContractTemplate): DeskContractTemplateView => ({
  id: t.id,
  title: t.title,
  body: t.body,
  attachments: t.attachments,
  terms: t.terms,
  updatedAt: t.updatedAt.toISOString(),
  updatedBy: t.updatedBy.name,
});

export const deskContractTemplateResponse = z.object({ template: deskContractTemplateView });
export const deskContractTemplatesResponse = z.object({ templates: z.array(deskContractTemplateView) });

/** PUT /v1/Desk/Contracts/Send: a contract from the template, with these terms, to the employee. */
export const deskSendContractBody = z
  .object({ templateId: firestoreDocId, employeeId: firestoreDocId, terms: contractTerms }, { error: m.fieldRequired })
  .strict();
export type DeskSendContractBody = z.infer<typeof deskSendContractBody>;

/** A part at the desk: its Finnish title, its version, and when the employee last opened it and whether at this version. */
export const deskContractPartView = z.object({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  openedAt: instant.nullable(),
  /** The opening was of the current version (else the text changed after it and must be read again). */
  openedCurrent: z.boolean(),
});

export const deskContractView = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  templateId: z.string().nullable(),
  title: z.string(),
  terms: contractTermsView,
  state: contractState,
  sentAt: instant,
  sentBy: z.string().nullable(),
  signedAt: instant.nullable(),
  signedBy: z.string().nullable(),
  /** The version of each part the signature covers; null until signed. */
  signedVersions: z.record(z.string(), z.string()).nullable(),
  parts: z.array(deskContractPartView),
});
export type DeskContractView = z.infer<typeof deskContractView>;

export function toDeskContractView(
  contract: StaffEmploymentContract,
  employeeName: string | null,
  reads: ReadonlyMap<string, StaffContractRead>,
): DeskContractView {
  return {
    id: contract.id,
    employee: { id: contract.employeeId, name: employeeName ?? contract.employeeId },
    templateId: contract.templateId,
    title: contract.title.fi,
    terms: contract.terms,
    state: contract.state,
    sentAt: contract.sentAt.toISOString(),
    sentBy: contract.sentBy.name,
    signedAt: contract.signed?.at.toISOString() ?? null,
    signedBy: contract.signed?.by.name ?? null,
    signedVersions: contract.signed?.versions ?? null,
    parts: contract.parts.map((p) => {
      const read = reads.get(p.id);
      return {
        id: p.id,
        title: p.title.fi,
        version: p.version,
        openedAt: read?.readAt.toISOString() ?? null,
        openedCurrent: readIsCurrent(read, p),
      };
    }),
  };
}

export const deskContractsQuery = z.object({ employeeId: firestoreDocId.optional() }).strict();
export const deskContractResponse = z.object({ contract: deskContractView });
export const deskContractsResponse = z.object({ contracts: z.array(deskContractView) });

/** A desk change to contracts in `staffDeskAudit`: who, route, when, and which template or contract. */
export const staffDeskContractAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  at: firestoreDate,
  action: z.enum(['saveContractTemplate', 'sendContract']),
  templateId: z.string(),
  contractId: z.string().nullable(),
  employeeId: z.string().nullable(),
});
export type StaffDeskContractAuditRecord = z.infer<typeof staffDeskContractAuditRecord>;
