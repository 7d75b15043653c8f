import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type ControlProps } from '@/lib/ui/field';

/** The control of a field, given its props (id, aria, class); `readOnly` on a field the form may not change. */
export type FieldControl = (props: ControlProps & { readOnly?: boolean; 'aria-readonly'?: boolean }) => ReactNode;
/** Renders one field of a form: its label, hint, control, error (an i18n key, translated here) and what follows it. */
export type FieldRender<F extends string> = (
  name: F,
  control: FieldControl,
  extra?: { hint?: string; after?: ReactNode },
) => ReactNode;

export interface FieldRenderOptions<F extends string> {
  idOf: (field: F) => string;
  /** Errors as i18n keys. */
  errors: Partial<Record<F, string>>;
  required?: ReadonlySet<F>;
  /** Fields shown but not changeable: read-only, with a hint that says so. */
  fixed?: ReadonlySet<F>;
}

/** The field renderer of the order, report and edit forms: labels `shiftOrder:field.<name>`, the kit's Field around the control. */
export function useFieldRender<F extends string>({ idOf, errors, required, fixed }: FieldRenderOptions<F>): FieldRender<F> {
  const { t } = useTranslation(['shiftOrder', 'validation']);
  return (name, control, extra = {}) => {
    const readOnly = fixed?.has(name) ?? false;
    const error = errors[name];
    return (
      <div key={name}>
        <FormField
          id={idOf(name)}
          label={t(`shiftOrder:field.${name}`)}
          hint={readOnly ? t('shiftOrder:edit.fixed') : extra.hint}
          required={required?.has(name) ?? false}
          requiredText={t('shiftOrder:required')}
          error={error && t(error)}
        >
          {(props) => control(readOnly ? { ...props, readOnly: true, 'aria-readonly': true } : props)}
        </FormField>
        {extra.after}
      </div>
    );
  };
}

/** The required mark of a group's legend: `*` to the eye, the word to a screen reader. */
export function RequiredMark() {
  const { t } = useTranslation('shiftOrder');
  return (
    <span className="text-red-800">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="sr-only">{t('shiftOrder:required')}</span>
    </span>
  );
}

/** After a check or a refusal: the first field with an error takes the focus, or the message above the form when none has. */
export function focusFirstError<F extends string>(
  fields: readonly F[],
  has: (field: F) => boolean,
  idOf: (field: F) => string,
  summary: HTMLElement | null,
) {
  const first = fields.find(has);
  // After React has rendered the messages, so the field's description is there when it is announced.
  requestAnimationFrame(() => (first ? document.getElementById(idOf(first)) : summary)?.focus());
}

export interface ChoiceOptionsProps<T extends { id: string; name: string }> {
  /** The empty first option ("Choose a place of work"). */
  placeholder: string;
  items: readonly T[];
  /** The option's text; the item's name by default. */
  label?: (item: T) => string;
}

/** The options of a choice by id: nothing chosen first, then the items. */
export function ChoiceOptions<T extends { id: string; name: string }>({
  placeholder,
  items,
  label = (item) => item.name,
}: ChoiceOptionsProps<T>) {
  return (
    <>
      <option value="">{placeholder}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {label(item)}
        </option>
      ))}
    </>
  );
}
