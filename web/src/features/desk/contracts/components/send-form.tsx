import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractTerms, DeskContractTemplateView } from '@vuoro/domain';
import { errorText, isSignedOut } from '@/lib/api-error';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { Field } from '@/lib/ui/field';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskConfirm } from '../../components/desk-confirm';
import { DeskFilesSubmit } from '../../components/desk-files-submit';
import { DeskForm } from '../../components/desk-form';
import { EmployeePicker, type PickedEmployee } from '../../components/employee-picker';
import { sendContract } from '../api/contracts';
import { checkTerms, emptyTerms, termsValues, type TermsErrors, type TermsValues } from '../model';
import { TermsFields } from './terms-fields';

export interface SendFormProps {
  templates: readonly DeskContractTemplateView[];
  /** A contract was sent: the list of sent contracts loads again. */
  onSent: () => void;
}

interface Checked {
  template: DeskContractTemplateView;
  employee: PickedEmployee;
  terms: ContractTerms;
}

/**
 * Sends a contract from a template to one employee: the template's terms fill the fields and may be
 * changed for this contract (start, end or none, hourly wage, weekly hours). Asked once more, then
 * 'Saved successfully' and the form is empty again; a failure keeps everything for another try.
 */
export function SendForm({ templates, onSent }: SendFormProps) {
  const { t } = useTranslation(['contracts', 'desk']);
  const id = useId();
  const [templateId, setTemplateId] = useState('');
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [terms, setTerms] = useState<TermsValues>(emptyTerms);
  const [errors, setErrors] = useState<{ template?: string; employee?: string; terms: TermsErrors }>({ terms: {} });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'send'>();
  const send = useEndpointAction(sendContract, {
    success: 'contracts:desk.send.sent',
    failure: (error) =>
      isSignedOut(error)
        ? null
        : errorText(error, {
            byCode: {
              employeeNotFound: 'contracts:desk.send.employeeNotFound',
              templateNotFound: 'contracts:desk.send.templateNotFound',
            },
            fallback: 'contracts:desk.send.failed',
          }),
    onSuccess: () => {
      answered();
      setTemplateId('');
      setEmployee(null);
      setTerms(emptyTerms());
      setChecked(null);
      setRound((r) => r + 1);
      onSent();
    },
  });
  const edited = () => {
    if (send.notice) send.reset();
  };

  const submit = () => {
    const template = templates.find((x) => x.id === templateId);
    const found = checkTerms(terms);
    const next = {
      ...(!template && { template: t('contracts:desk.send.templateRequired') }),
      ...(!employee && { employee: t('contracts:desk.send.employeeRequired') }),
      terms: found.errors,
    };
    setErrors(next);
    if (!template || !employee || !found.terms) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setChecked({ template, employee, terms: found.terms });
    ask('send');
  };

  return (
    <div ref={formRef}>
      <DeskForm title={t('contracts:desk.send.title')} onSubmit={submit} locked={asking !== null}>
        <Field
          id={`${id}-template`}
          label={t('contracts:desk.send.template')}
          required
          requiredText={t('desk:files.translations.required')}
          error={errors.template}
        >
          {(props) => (
            <select
              {...props}
              value={templateId}
              disabled={asking !== null}
              onChange={(e) => {
                edited();
                setTemplateId(e.target.value);
                setErrors((x) => ({ ...x, template: undefined, terms: {} }));
                const chosen = templates.find((x) => x.id === e.target.value);
                if (chosen) setTerms(termsValues(chosen.terms));
              }}
            >
              <option value="">{t('contracts:desk.send.chooseTemplate')}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title.fi}
                </option>
              ))}
            </select>
          )}
        </Field>
        <EmployeePicker
          key={`employee-${round}`}
          label={t('contracts:desk.send.employee')}
          value={employee}
          onChange={(picked) => {
            edited();
            setEmployee(picked);
            setErrors((x) => ({ ...x, employee: undefined }));
          }}
          error={errors.employee}
        />
        <TermsFields
          value={terms}
          errors={errors.terms}
          disabled={asking !== null}
          onChange={(next) => {
            edited();
            setTerms(next);
            setErrors((x) => ({ ...x, terms: {} }));
          }}
        />
        {asking && checked ? (
          <DeskConfirm
            question={t('contracts:desk.send.confirm', { title: checked.template.title.fi, name: checked.employee.name })}
            questionRef={questionRef}
            yes={t('contracts:desk.send.yes')}
            save={send}
            onConfirm={() =>
              void send.run({ templateId: checked.template.id, employeeId: checked.employee.id, terms: checked.terms })
            }
            onBack={stepBack}
          />
        ) : (
          <DeskFilesSubmit
            label={t('contracts:desk.send.submit')}
            busyLabel={t('desk:saving')}
            busy={send.busy}
            notice={send.notice}
            buttonRef={askerRef('send')}
          />
        )}
      </DeskForm>
    </div>
  );
}
