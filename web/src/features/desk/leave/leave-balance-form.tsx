import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskLeaveBalanceBody } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskForm } from '../components/desk-form';
import { EmployeePicker, type PickedEmployee } from '../components/employee-picker';
import { currentHolidayYear, setLeaveBalance } from './api';

interface Errors {
  employee?: string;
  accrued?: string;
  used?: string;
}

/** Reads a typed day count: a comma or a point as the decimal sign ("12,5" as in Finnish). */
const days = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));

/**
 * Sets one employee's annual leave for a holiday year (the current one unless changed): days
 * accrued and used. 'Saved successfully' keeps the form for the next change; a failure keeps all.
 */
export function LeaveBalanceForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['documents', 'desk']);
  const id = useId();
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [year, setYear] = useState(String(currentHolidayYear()));
  const [accrued, setAccrued] = useState('');
  const [used, setUsed] = useState('0');
  const [errors, setErrors] = useState<Errors>({});
  const save = useEndpointAction(setLeaveBalance, {
    success: 'documents:desk.saved',
    failure: () => 'documents:desk.saveFailed',
    onSuccess: onSaved,
  });

  const submit = () => {
    const body = { employeeId: employee?.id ?? '', holidayYear: Number(year), accruedDays: days(accrued), usedDays: days(used) };
    const parsed = deskLeaveBalanceBody.safeParse(body);
    const bad = (field: string) => parsed.error?.issues.some((i) => i.path[0] === field);
    const next: Errors = {
      ...(!employee && { employee: t('documents:desk.chooseEmployee') }),
      ...(bad('accruedDays') && { accrued: t('documents:desk.badDays') }),
      ...(bad('usedDays') && {
        used: body.usedDays > body.accruedDays ? t('documents:desk.usedOverAccrued') : t('documents:desk.badDays'),
      }),
    };
    setErrors(next);
    if (parsed.success && employee) void save.run(parsed.data);
  };

  return (
    <DeskForm title={t('documents:desk.balanceTitle')} onSubmit={submit} locked={save.busy}>
      <EmployeePicker label={t('documents:desk.employee')} value={employee} onChange={setEmployee} error={errors.employee} />
      <Field id={`${id}-year`} label={t('documents:desk.year')}>
        {(props) => (
          <select {...props} value={year} onChange={(e) => setYear(e.target.value)}>
            {[-1, 0, 1].map((offset) => {
              const y = currentHolidayYear() + offset;
              return (
                <option key={y} value={y}>
                  {`${y}\u2060–\u2060${y + 1}`}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-accrued`}
          label={t('documents:desk.accrued')}
          hint={t('documents:desk.daysHint')}
          required
          error={errors.accrued}
        >
          {(props) => <input {...props} inputMode="decimal" value={accrued} onChange={(e) => setAccrued(e.target.value)} />}
        </Field>
        <Field id={`${id}-used`} label={t('documents:desk.used')} error={errors.used}>
          {(props) => <input {...props} inputMode="decimal" value={used} onChange={(e) => setUsed(e.target.value)} />}
        </Field>
      </div>
      <div>
        <Button type="submit" busy={save.busy}>
          {t('documents:desk.save')}
        </Button>
      </div>
      {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
    </DeskForm>
  );
}
