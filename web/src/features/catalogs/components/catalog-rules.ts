import { catalogKey, fieldErrors, industryForm, isDuplicateName, occupationForm, tagForm, type Occupation } from '@vuoro/domain';

/** A catalogue form's values by field, and its errors as i18n keys. */
export type CatalogValues = Record<string, string>;
export type CatalogErrors = Partial<Record<string, string>>;

/** The name's error as an i18n key: the domain form's rule first, then uniqueness (case-insensitive). */
export function nameError(
  kind: 'tags' | 'industries',
  name: string,
  items: readonly { id: string; name: string }[],
  selfId?: string,
): string | null {
  const parsed = (kind === 'tags' ? tagForm : industryForm).safeParse({ name });
  if (!parsed.success) return fieldErrors<'name'>(parsed.error.issues).name ?? 'validation:invalidValue';
  if (isDuplicateName(name, items, selfId)) return 'catalogs:duplicateName';
  return null;
}

/** Errors of an occupation form as i18n keys: the domain rules, then a unique English name. */
export function occupationErrors(values: CatalogValues, items: readonly Occupation[], selfId?: string): CatalogErrors {
  const parsed = occupationForm.safeParse(values);
  const errors: CatalogErrors = parsed.success ? {} : fieldErrors<string>(parsed.error.issues);
  if (
    !errors.en &&
    isDuplicateName(
      values.en ?? '',
      items.map((o) => ({ id: o.id, name: o.en })),
      selfId,
    )
  ) {
    errors.en = 'catalogs:duplicateName';
  }
  return errors;
}

/** Items whose text contains the filter text (case-insensitive). */
export function filterItems<T>(items: readonly T[], filter: string, text: (item: T) => string): T[] {
  const key = catalogKey(filter);
  return key ? items.filter((item) => catalogKey(text(item)).includes(key)) : [...items];
}
