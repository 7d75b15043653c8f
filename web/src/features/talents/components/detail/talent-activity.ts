import { formatDate } from '@/lib/format';
import type { AuditRecord, TalentJob, TalentNote } from '@vuoro/domain';
import type { CardShareActivity } from '../../api/detail/read-card-shares';
import type { JobName } from './job-status-list';

/** One line of the talent's activity: what happened (a `talent:activity.*` key and its values), who and when. */
export interface ActivityItem {
  id: string;
  at: Date;
  key: string;
  values?: Record<string, string>;
  /** Who did it, when known: a name as Auth or the writer's stamp holds it. */
  who: string | null;
}

export interface ActivitySources {
  talent: {
    id: string;
    name: string;
    added?: Date | null | undefined;
    updated?: { date: Date; id: string; name?: string | null | undefined } | null | undefined;
  };
  notes: readonly TalentNote[];
  jobs: readonly TalentJob[];
  audit: readonly AuditRecord[];
  shares: readonly CardShareActivity[];
  jobNames: Map<string, JobName>;
  /** The talent status's label in the reader's language. */
  statusLabel: (status: string) => string;
  /** A part of the profile's name in the reader's language (`talent:activity.part.*`). */
  partLabel?: (part: ProfilePart) => string;
  /** What an assignment no longer listed is called (never its id), in the reader's language. */
  removedAssignment?: string;
}

/** The parts of a profile an audit entry can name, as the activity line says them. */
export type ProfilePart = 'workHistory' | 'educations' | 'answers' | 'details';

/** Which parts an audit entry's fields touch: a record kind, the registration answers, or the rest. */
export function profileParts(fields: readonly string[]): ProfilePart[] {
  const parts = new Set<ProfilePart>();
  for (const field of fields) {
    if (field === 'workHistory' || field === 'educations') parts.add(field);
    else if (field === 'jobs' || field === 'registration' || field.startsWith('registration.')) parts.add('answers');
    else parts.add('details');
  }
  return [...parts];
}

/** How near an audit entry and the profile's `updated` stamp must be to be one edit, in ms. */
const SAME_EDIT_MS = 60_000;

/** The longest note excerpt an activity line quotes, in characters. */
export const NOTE_EXCERPT = 80;

const JOB_STATUS_KEYS: Readonly<Record<string, string>> = {
  presented: 'talent:activity.presented',
  hired: 'talent:activity.hired',
  rejected: 'talent:activity.rejected',
  cleared: 'talent:activity.cleared',
};

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > NOTE_EXCERPT ? `${flat.slice(0, NOTE_EXCERPT - 1).trimEnd()}…` : flat;
}

/**
 * Everything that happened to the talent, newest first, one human line each: recruiter notes (a
 * withdrawn one without its text), each step of its status lists on assignments (presented,
 * hired, …; taking a step back from the audit trail, since the list itself loses it), links to
 * its card (made, revoked, a customer's "Interested" on it), its registration, and edits of the profile (the talent's own `updated`
 * stamp, and any audit entry about the profile itself).
 */
export function talentActivity(s: ActivitySources): ActivityItem[] {
  const assignment = (jobId: string) => {
    const name = s.jobNames.get(jobId);
    return name ? [name.company, name.title].filter(Boolean).join(' / ') : (s.removedAssignment ?? jobId);
  };
  const items: ActivityItem[] = [];
  for (const note of s.notes) {
    items.push({
      id: `note:${note.id}`,
      at: note.created.date,
      key: note.withdrawn ? 'talent:activity.noteWithdrawn' : 'talent:activity.note',
      ...(note.withdrawn ? {} : { values: { comment: excerpt(note.comment) } }),
      who: note.created.name || null,
    });
  }
  for (const job of s.jobs) {
    job.statuses.forEach((entry, i) => {
      const key = JOB_STATUS_KEYS[entry.status] ?? 'talent:activity.jobStatus';
      items.push({
        id: `job:${job.id}:${i}`,
        at: entry.date,
        key,
        values: { assignment: assignment(job.id), status: s.statusLabel(entry.status) },
        who: entry.by?.name || null,
      });
    });
  }
  for (const entry of s.audit) {
    const who = entry.userName || null;
    if (entry.jobId) {
      if (entry.action === 'revert') {
        items.push({
          id: `audit:${entry.id ?? entry.date.getTime()}`,
          at: entry.date,
          key: 'talent:activity.reverted',
          values: { assignment: assignment(entry.jobId) },
          who,
        });
      }
    } else if (entry.action === 'update' || entry.action === 'create' || entry.action === 'delete') {
      // A profile edit by the talent or a recruiter; which parts it touched when the reader's
      // language can name them (work history, education, the registration answers, the details).
      const self = entry.userId === s.talent.id;
      const parts = s.partLabel ? profileParts(entry.fields) : [];
      const key = self ? 'talent:activity.profileBySelf' : 'talent:activity.profileEdited';
      items.push({
        id: `audit:${entry.id ?? entry.date.getTime()}`,
        at: entry.date,
        ...(parts.length > 0 && s.partLabel ? { key: `${key}In`, values: { what: parts.map(s.partLabel).join(', ') } } : { key }),
        who,
      });
    }
  }
  for (const share of s.shares) {
    items.push({
      id: `share:${share.id}`,
      at: share.created,
      key: 'talent:activity.cardShared',
      values: { recipient: share.recipient, date: formatDate(share.expiresAt) },
      who: share.createdByName || null,
    });
    const mark = share.interest?.[s.talent.id];
    if (mark) {
      items.push({
        id: `share:${share.id}:interest`,
        at: mark.at,
        key: mark.message ? 'talent:activity.cardInterestMessage' : 'talent:activity.cardInterest',
        values: { recipient: share.recipient, ...(mark.message ? { message: excerpt(mark.message) } : {}) },
        who: null,
      });
    }
    if (share.revokedAt) {
      items.push({
        id: `share:${share.id}:revoked`,
        at: share.revokedAt,
        key: 'talent:activity.cardRevoked',
        values: { recipient: share.recipient },
        who: null,
      });
    }
  }
  const { added, updated } = s.talent;
  if (added) items.push({ id: 'registered', at: added, key: 'talent:activity.registered', who: s.talent.name });
  // The `updated` stamp stands for an edit the trail does not hold (one from before profile edits
  // were audited); the trail's entry of the same save is written a moment after the stamp.
  if (updated && !s.audit.some((e) => !e.jobId && Math.abs(e.date.getTime() - updated.date.getTime()) < SAME_EDIT_MS)) {
    const self = updated.id === s.talent.id;
    items.push({
      id: 'updated',
      at: updated.date,
      key: self ? 'talent:activity.profileBySelf' : 'talent:activity.profileEdited',
      who: (self ? s.talent.name : updated.name) || null,
    });
  }
  return items.sort((a, b) => b.at.getTime() - a.at.getTime());
}
