import { useTranslation } from 'react-i18next';
import type { TalentEducation, TalentWorkHistory, TalentWorkReference } from '@vuoro/domain';
import { formatDate, RANGE_DASH } from '@/lib/format';

export interface OwnRecordsProps {
  workHistory: TalentWorkHistory[];
  workReferences: TalentWorkReference[];
  educations: TalentEducation[];
}

/** Work history, references and educations as registered (a recruiter updates them on request). */
export function OwnRecords({ workHistory, workReferences, educations }: OwnRecordsProps) {
  const { t } = useTranslation(['talent-self']);
  const period = (start?: Date | null, end?: Date | null, still?: boolean) =>
    [start ? formatDate(start) : '', still ? t('talent-self:records.now') : end ? formatDate(end) : '']
      .filter(Boolean)
      .join(RANGE_DASH);
  const block = (title: string, items: { key: string; head: string; lines: (string | null | undefined)[] }[]) => (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('talent-self:records.none')}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {items.map((item) => (
            <li key={item.key} className="border-l-2 border-slate-200 pl-3">
              <p className="font-semibold text-slate-900">{item.head}</p>
              {item.lines.filter(Boolean).map((line, i) => (
                <p key={i} className="text-sm text-slate-700">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="space-y-4">
      {block(
        t('talent-self:records.workHistory'),
        workHistory.map((w) => ({
          key: w.id,
          head: `${w.job} · ${w.company}`,
          lines: [period(w.start, w.end, w.stillWorking), w.responsibilities],
        })),
      )}
      {block(
        t('talent-self:records.educations'),
        educations.map((e) => ({
          key: e.id,
          head: e.institution,
          lines: [e.facultySpecialty, e.countryCity, e.graduationYear ? String(e.graduationYear) : null],
        })),
      )}
      {block(
        t('talent-self:records.references'),
        workReferences.map((r) => ({
          key: r.id,
          head: r.name,
          lines: [[r.position, r.company].filter(Boolean).join(', '), [r.email, r.phone].filter(Boolean).join(' · ')],
        })),
      )}
      <p className="text-sm text-slate-600">{t('talent-self:records.changeHint')}</p>
    </div>
  );
}
