import type { DeskMessageAudience, DeskMessageSendView, MessageRecipients } from '@vuoro/domain';
import { errorText, issuesOf } from '@/lib/api-error';

/**
 * The desk message screen's rules that need no React: whom a send goes to, what a failure says,
 * and how a send's recipients read in a list.
 */

export const RECIPIENT_KINDS = ['employee', 'placeOfWork', 'professionTitle', 'everyone'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** What the form holds: the kind chosen and each kind's choice (kept when the kind changes back). */
export interface MessageDraft {
  kind: RecipientKind;
  employee: { id: string; name: string } | null;
  placeOfWorkId: string;
  professionTitleIds: string[];
  subject: string;
  body: string;
}

export const emptyDraft: MessageDraft = {
  kind: 'employee',
  employee: null,
  placeOfWorkId: '',
  professionTitleIds: [],
  subject: '',
  body: '',
};

export type DraftErrors = Partial<Record<'to' | 'subject' | 'body', string>>;

/** The i18n keys of what is missing (the server refuses the same, these say it before a call). */
export function draftErrors(draft: MessageDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.kind === 'employee' && !draft.employee) errors.to = 'desk:messages.errors.employeeMissing';
  if (draft.kind === 'placeOfWork' && !draft.placeOfWorkId) errors.to = 'desk:messages.errors.placeMissing';
  if (draft.kind === 'professionTitle' && draft.professionTitleIds.length === 0) errors.to = 'desk:messages.errors.titleMissing';
  if (!draft.subject.trim()) errors.subject = 'validation:fieldRequired';
  if (!draft.body.trim()) errors.body = 'validation:fieldRequired';
  return errors;
}

/** The recipients of the send body (`to`) from the draft's kind and its choice. */
export function recipientsOf(draft: MessageDraft): MessageRecipients {
  switch (draft.kind) {
    case 'employee':
      return { kind: 'employee', employeeId: draft.employee?.id ?? '' };
    case 'placeOfWork':
      return { kind: 'placeOfWork', placeOfWorkId: draft.placeOfWorkId };
    case 'professionTitle':
      return { kind: 'professionTitle', professionTitleIds: draft.professionTitleIds };
    case 'everyone':
      return { kind: 'everyone' };
  }
}

export const sendBody = (draft: MessageDraft) => ({
  to: recipientsOf(draft),
  subject: draft.subject.trim(),
  body: draft.body.trim(),
});

/**
 * What a failed count or send says: a refused field's own `validation:` text, nobody in the group,
 * too many, the employee gone; else the spec's 'Could not send message'.
 */
export function sendFailure(error: unknown): string {
  const refused = issuesOf(error).find((i) => i.message.startsWith('validation:'));
  if (refused) return refused.message;
  return errorText(error, {
    byCode: {
      noRecipients: 'desk:messages.errors.noRecipients',
      tooManyRecipients: 'desk:messages.errors.tooMany',
      employeeNotFound: 'desk:errors.employeeNotFound',
    },
    fallback: 'desk:messages.errors.sendFailed',
  });
}

/** The names a send's `to` needs to be read: places and titles by id (an unknown id reads as itself). */
export interface AudienceNames {
  employee: (id: string) => string;
  place: (id: string) => string;
  title: (id: string) => string;
}

/** The i18n key and values naming whom a send went to. */
export function sendTarget(
  to: DeskMessageSendView['to'],
  names: AudienceNames,
): { key: string; values: Record<string, unknown> } {
  switch (to.kind) {
    case 'employee':
      return { key: 'desk:messages.to.employee', values: { name: names.employee(to.employeeId) } };
    case 'placeOfWork':
      return { key: 'desk:messages.to.placeOfWork', values: { place: names.place(to.placeOfWorkId) } };
    case 'professionTitle':
      return { key: 'desk:messages.to.professionTitle', values: { titles: to.professionTitleIds.map(names.title).join(', ') } };
    case 'everyone':
      return { key: 'desk:messages.to.everyone', values: {} };
  }
}

/** Names from the audience (null while it loads: ids read as themselves). */
export function audienceNames(
  audience: Pick<DeskMessageAudience, 'employees' | 'placesOfWork' | 'professionTitles'> | null,
  titleName: (title: DeskMessageAudience['professionTitles'][number]) => string,
): AudienceNames {
  const find = <T extends { id: string }>(list: readonly T[] | undefined, id: string) => list?.find((x) => x.id === id);
  return {
    employee: (id) => find(audience?.employees, id)?.name ?? id,
    place: (id) => find(audience?.placesOfWork, id)?.name ?? id,
    title: (id) => {
      const title = find(audience?.professionTitles, id);
      return title ? titleName(title) : id;
    },
  };
}
