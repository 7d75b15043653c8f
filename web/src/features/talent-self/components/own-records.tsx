import { useTranslation } from 'react-i18next';
import type { TalentWorkReference } from '@vuoro/domain';

export interface OwnRecordsProps {
  workReferences: TalentWorkReference[];
}

/** References as registered (a recruiter updates them on request; work history and educations the talent edits). */
export function OwnRecords({ workReferences }: OwnRecordsProps) {
  const { t } = useTranslation(['talent-self']);
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
        t('talent-self:records.references'),
        workReferences.map((r) => ({
          key: r.id,
          head: r.name,
          lines: [[r.position, r.company].filter(Boolean).join(', '), [r.email, r.phone].filter(Boolean).join(' · ')],
        })),
      )}
      <p className="text-sm text-slate-600">{t('talent-self:answers.referencesHint')}</p>
    </div>
  );
}
