import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag, Talent } from '@vuoro/domain';
import { Button, Notice } from '@/lib/ui';
import type { UpdateTalentInput } from '../../api/detail/update-talent';
import { EditBasics } from './sections/edit-basics';
import { EditPermit } from './sections/edit-permit';
import { EditRows } from './sections/edit-rows';
import { EditSkills } from './sections/edit-skills';
import { useTalentForm } from './sections/use-talent-form';
import { validateTalentForm } from './talent-form-model';

// The form's rules, imported by its tests from here.
export { formValuesOf, validateTalentForm } from './talent-form-model';

export interface TalentEditFormProps {
  talent: Talent;
  /** The `tags` catalogue, live. */
  tagCatalogue: Tag[];
  /** Industry names by id (`industries`). */
  industries: Map<string, string>;
  onSave: (input: UpdateTalentInput) => Promise<void>;
  onDone: () => void;
}

/**
 * The recruiter's edit form for the talent's main fields, in sections. Invalid fields say why (the
 * talent form rules); a failed save keeps everything typed and says 'Error while saving talent!'.
 */
export function TalentEditForm({ talent, tagCatalogue, industries, onSave, onDone }: TalentEditFormProps) {
  const { t } = useTranslation(['talent', 'validation', 'labels']);
  const titleId = useId();
  const form = useTalentForm(talent);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateTalentForm(form.values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      setState('idle');
      return;
    }
    form.setErrors({});
    setState('saving');
    try {
      await onSave(checked.data);
      setState('idle');
      onDone();
    } catch (error) {
      console.warn('vuoro: saving the talent failed', error);
      setState('failed');
    }
  }

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="rounded-xl border border-brand-300 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {t('talent:editTitle')}
      </h2>
      <EditBasics form={form} />
      <EditSkills form={form} tagCatalogue={tagCatalogue} industries={industries} />
      <EditRows form={form} />
      <EditPermit form={form} />
      {state === 'failed' && (
        <div className="mt-4">
          <Notice tone="error">{t('talent:saveFailed')}</Notice>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" disabled={state === 'saving'}>
          {state === 'saving' ? t('talent:saving') : t('talent:save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={state === 'saving'}>
          {t('talent:cancel')}
        </Button>
      </div>
    </form>
  );
}
