import { useTranslation } from 'react-i18next';
import type { Talent } from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { useLanguageName } from '@/lib/use-language-name';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { dateText, FieldList, periodText, Section } from '../section';
import { CvLink } from '../talent-files-view';
import type { TalentRecords } from '../talent-view';
import { Entries } from './view-entries';
import { chips, multiline, useYesNo } from './view-parts';

/** Contact details, status flags, the profile texts and the skills. */
export function ProfileSections({
  talent,
  duplicate,
  industryName,
}: {
  talent: Talent;
  duplicate: boolean;
  industryName: string | null;
}) {
  const { t } = useTranslation(['talent', 'labels']);
  const statusLabel = useTalentStatusLabel();
  const yesNo = useYesNo();
  return (
    <>
      <Section id="talent-contact" title={t('talent:section.contact')}>
        <FieldList
          items={[
            {
              label: t('talent:field.email'),
              value: (
                <a href={`mailto:${talent.email}`} className="text-brand-700 underline">
                  {talent.email}
                </a>
              ),
            },
            {
              label: t('talent:field.phoneNumber'),
              value: talent.phoneNumber ? (
                <a href={`tel:${talent.phoneNumber}`} className="whitespace-nowrap text-brand-700 underline">
                  {talent.phoneNumber}
                </a>
              ) : null,
            },
            {
              label: t('talent:field.linkedInUrl'),
              value: talent.linkedInUrl ? (
                <a href={talent.linkedInUrl} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline">
                  {talent.linkedInUrl}
                </a>
              ) : null,
            },
            { label: t('talent:field.location'), value: talent.location },
          ]}
        />
      </Section>
      <Section id="talent-status" title={t('talent:section.status')}>
        <FieldList
          items={[
            { label: t('talent:field.status'), value: talent.status ? statusLabel(talent.status) : null },
            { label: t('talent:field.jobSeeker'), value: yesNo(talent.jobSeeker) },
            { label: t('talent:field.employedElsewhere'), value: yesNo(talent.employedElsewhere) },
            { label: t('talent:field.videoInterviewDone'), value: yesNo(talent.videoInterviewDone) },
            { label: t('talent:field.duplicate'), value: yesNo(duplicate) },
          ]}
        />
      </Section>
      <Section id="talent-profile" title={t('talent:section.profile')}>
        <FieldList
          items={[
            { label: t('talent:field.shortDescription'), value: multiline(talent.shortDescription) },
            { label: t('talent:field.industry'), value: industryName ?? talent.industry },
            { label: t('talent:field.jobs'), value: chips(talent.jobs.map((j) => t(`labels:jobCategory.${j}`))) },
            { label: t('talent:field.about'), value: multiline(talent.about) },
            { label: t('talent:field.presentation'), value: multiline(talent.presentation) },
          ]}
        />
      </Section>
      <Section id="talent-skills" title={t('talent:section.skills')}>
        <FieldList
          items={[
            { label: t('talent:field.skills'), value: multiline(talent.skills) },
            {
              label: t('talent:field.yearsOfExperiences'),
              value: chips(talent.yearsOfExperiences.map((y) => t('talent:yearsIn', { name: y.name, count: y.years }))),
            },
          ]}
        />
      </Section>
    </>
  );
}

export function LanguagesSection({ talent }: { talent: Talent }) {
  const { t } = useTranslation(['talent', 'labels']);
  const languageName = useLanguageName();
  return (
    <Section id="talent-languages" title={t('talent:section.languages')}>
      <FieldList
        items={[
          {
            label: t('talent:field.languages'),
            value: chips(talent.languages.map((l) => `${languageName(l.language)}: ${t(`labels:languageLevel.${l.level}`)}`)),
          },
          { label: t('talent:field.evaledLang'), value: talent.evaledLang ? languageName(talent.evaledLang) : null },
        ]}
      />
    </Section>
  );
}

export function TagsSection({ talent }: { talent: Talent }) {
  const { t } = useTranslation('talent');
  return (
    <Section id="talent-tags" title={t('talent:section.tags')}>
      {chips(talent.tags.map((tag) => tag.name)) ?? <p className="text-slate-700">{t('talent:none')}</p>}
    </Section>
  );
}

/** Certificates and the work permit (the edit form holds both while it is open). */
export function CertificatesAndPermit({ talent }: { talent: Talent }) {
  const { t } = useTranslation(['talent', 'labels']);
  return (
    <>
      <Section id="talent-certificates" title={t('talent:section.certificates')}>
        <Entries
          empty={t('talent:none')}
          entries={talent.certificates.map((c, i) => ({
            key: `${c.name}-${i}`,
            title: c.name,
            meta: dateText(c.date),
            body: c.additional_info,
          }))}
        />
      </Section>
      <Section id="talent-permit" title={t('talent:section.permit')}>
        <FieldList
          items={[
            { label: t('talent:field.permit'), value: talent.permit ? t(`labels:workPermit.${talent.permit}`) : null },
            { label: t('talent:field.permitActive'), value: dateText(talent.permitActive) },
            { label: t('talent:field.permitApplied'), value: dateText(talent.permitApplied) },
          ]}
        />
      </Section>
    </>
  );
}

export function FilesSection({ talent }: { talent: Talent }) {
  const { t } = useTranslation('talent');
  return (
    <Section id="talent-files" title={t('talent:section.files')}>
      <FieldList items={[{ label: t('talent:field.cv'), value: <CvLink path={talent.fileCV} /> }]} />
    </Section>
  );
}

/** Sick leaves, then when the talent was added, created and last updated, and by whom. */
export function SickLeavesAndRecord({ talent, records }: { talent: Talent; records: TalentRecords }) {
  const { t } = useTranslation('talent');
  const stamp = (s: Talent['created']) => (s ? `${formatDate(s.date)} ${formatTime(s.date)}${s.name ? ` · ${s.name}` : ''}` : '');
  return (
    <>
      <Section id="talent-sick-leaves" title={t('talent:section.sickLeaves')}>
        <Entries
          empty={t('talent:none')}
          entries={(records.sickLeaves ?? []).map((s) => ({
            key: s.id,
            title: `${s.customer} · ${periodText(s.start, s.end)}`,
            meta: [s.name, s.phone, s.email].filter(Boolean).join(' · '),
            body: s.missedShift,
          }))}
        />
      </Section>
      <Section id="talent-record" title={t('talent:section.record')}>
        <FieldList
          items={[
            { label: t('talent:field.added'), value: dateText(talent.added) },
            { label: t('talent:field.created'), value: stamp(talent.created) },
            { label: t('talent:field.updated'), value: stamp(talent.updated) },
          ]}
        />
      </Section>
    </>
  );
}
