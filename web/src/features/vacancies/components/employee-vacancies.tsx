import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadableVacancy } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { likeVacancy, useEmployeeVacancies, useVacancyJobFields, type EmployeeVacancyFilter } from '../api/employee-vacancies';

export interface EmployeeVacanciesProps {
  /** The vacancies the public screen shows after its own filters (city, words). */
  items: readonly ReadableVacancy[];
  /** Draws the list: the vacancies left after the employee's filters, and the like buttons of each. */
  children: (visible: ReadableVacancy[], likeButtons: (v: ReadableVacancy) => ReactNode) => ReactNode;
}

/**
 * What a signed-in employee gets on /open-vacancies (loaded only for them): a job-field filter,
 * "Liked only", and like/dislike on each card, kept per employee through the Staff API. Pressing
 * the pressed button again clears the like.
 */
export default function EmployeeVacancies({ items, children }: EmployeeVacanciesProps) {
  const { t } = useTranslation(['vacancies', 'labels']);
  const id = useId();
  const [filter, setFilter] = useState<EmployeeVacancyFilter>({ jobField: '', likedOnly: false });
  const search = useEmployeeVacancies(filter);
  const fields = useVacancyJobFields();
  const [own, setOwn] = useState<Record<string, boolean | null>>({});
  const like = useEndpointAction(likeVacancy, {
    failure: () => 'vacancies:employee.likeFailed',
    onSuccess: (answer) => {
      setOwn((o) => ({ ...o, [answer.vacancyId]: answer.like }));
      if (filter.likedOnly) search.retry();
    },
  });
  const answer = search.data?.vacancies;
  const likes = useMemo(() => new Map((answer ?? []).map((v) => [v.id, v.like])), [answer]);
  const visible = answer ? items.filter((v) => likes.has(v.id)) : [...items];
  const likeOf = (vacancyId: string) => (vacancyId in own ? own[vacancyId]! : (likes.get(vacancyId) ?? null));

  const likeButtons = (v: ReadableVacancy) => {
    const current = likeOf(v.id);
    const press = (value: boolean) => void like.run({ vacancyId: v.id, like: current === value ? null : value });
    return (
      <span role="group" aria-label={t('vacancies:employee.opinion', { name: v.name })} className="flex gap-2">
        <Button variant={current === true ? 'primary' : 'secondary'} aria-pressed={current === true} onClick={() => press(true)}>
          {t('vacancies:employee.like')}
        </Button>
        <Button
          variant={current === false ? 'primary' : 'secondary'}
          aria-pressed={current === false}
          onClick={() => press(false)}
        >
          {t('vacancies:employee.dislike')}
        </Button>
      </span>
    );
  };

  return (
    <>
      <fieldset className="mt-4 grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
        <legend className="sr-only">{t('vacancies:employee.filters')}</legend>
        <div>
          <label htmlFor={`${id}-field`} className="block text-sm font-semibold text-slate-800">
            {t('vacancies:employee.jobField')}
          </label>
          <select
            id={`${id}-field`}
            value={filter.jobField}
            onChange={(e) => setFilter((f) => ({ ...f, jobField: e.target.value as EmployeeVacancyFilter['jobField'] }))}
            className={controlClass}
          >
            <option value="">{t('vacancies:employee.allJobFields')}</option>
            {fields.data?.jobFields.map((f) => (
              <option key={f} value={f}>
                {t(`labels:jobField.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end">
          <input
            type="checkbox"
            checked={filter.likedOnly}
            onChange={(e) => setFilter((f) => ({ ...f, likedOnly: e.target.checked }))}
            className="size-5"
          />
          {t('vacancies:employee.likedOnly')}
        </label>
      </fieldset>
      {search.status === 'error' && <LoadFailed error={search.error} retry={search.retry} className="mt-4" />}
      {like.notice && (
        <Notice tone={like.notice.tone} className="mt-4">
          {like.notice.text}
        </Notice>
      )}
      {children(visible, likeButtons)}
    </>
  );
}
