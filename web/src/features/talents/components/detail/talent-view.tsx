import type {
  RegistrationExtras,
  Talent,
  TalentEducation,
  TalentI18n,
  TalentSickLeave,
  TalentWorkHistory,
  TalentWorkReference,
} from '@vuoro/domain';
import type { SaveTalentRecordInput } from '../../api/detail/save-talent-record';
import {
  CertificatesAndPermit,
  FilesSection,
  LanguagesSection,
  ProfileSections,
  SickLeavesAndRecord,
  TagsSection,
} from './sections/view-profile';
import { RegistrationAnswers } from './sections/view-registration';
import { HistorySections, TranslationsSection } from './sections/view-records';

export interface TalentRecords {
  workHistory: TalentWorkHistory[] | undefined;
  workReferences: TalentWorkReference[] | undefined;
  educations: TalentEducation[] | undefined;
  i18n: TalentI18n[] | undefined;
  sickLeaves: TalentSickLeave[] | undefined;
}

export interface TalentViewProps {
  /** With `registration`, the answers of the public registration form beyond the entity's fields. */
  talent: Talent & { registration?: RegistrationExtras | null };
  records: TalentRecords;
  industryName: string | null;
  /** Hides the sections the edit form replaces while it is open. */
  editing: boolean;
  /** Given to admins only: add, edit and remove rows of the record lists. */
  rows?: RowEditing | undefined;
  /** A possible duplicate: the talent's own flag or an open registration report (default: the flag). */
  duplicate?: boolean;
}

export interface RowEditing {
  addWorkHistory: (input: Record<string, unknown>) => Promise<void>;
  addEducation: (input: Record<string, unknown>) => Promise<void>;
  /** Adds (no id) or replaces (id) a work history, education, reference or translation row. */
  save: (input: SaveTalentRecordInput) => Promise<void>;
  remove: (input: { kind: SaveTalentRecordInput['kind']; id: string }) => Promise<void>;
}

/** Every field of the Talent entity (spec section 3) and its records, in sections (the grid keeps their order). */
export function TalentView({ talent, records, industryName, editing, rows, duplicate = talent.duplicate }: TalentViewProps) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {!editing && (
        <>
          <ProfileSections talent={talent} duplicate={duplicate} industryName={industryName} />
          {talent.registration && <RegistrationAnswers answers={talent.registration} />}
        </>
      )}
      <LanguagesSection talent={talent} />
      {!editing && <TagsSection talent={talent} />}
      <HistorySections talent={talent} records={records} rows={rows} />
      {!editing && <CertificatesAndPermit talent={talent} />}
      <FilesSection talent={talent} />
      <TranslationsSection records={records} rows={rows} />
      <SickLeavesAndRecord talent={talent} records={records} />
    </div>
  );
}
