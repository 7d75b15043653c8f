import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui';
import { RowForm, type RowField } from '../row-form';

export interface Entry {
  key: string;
  title: string;
  meta: string;
  body: string | null | undefined;
  lang?: string;
  /** Admins remove rows of the talent's own lists. */
  onRemove?: (() => Promise<void>) | undefined;
  /** Admins edit rows of the talent's own lists. */
  edit?: EntryEdit | undefined;
}

export type RowFormSchema = Parameters<typeof RowForm>[0]['schema'];

export interface EntryEdit {
  fields: RowField[];
  schema: RowFormSchema;
  initial: Record<string, string | boolean>;
  onSave: (values: Record<string, unknown>) => Promise<void>;
}

/** A record list: each row's title, details and, for admins, its edit and remove buttons. */
export function Entries({ entries, empty }: { entries: Entry[]; empty: string }) {
  const { t } = useTranslation(['talent']);
  const [editing, setEditing] = useState<string | null>(null);
  if (entries.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((e) =>
        editing === e.key && e.edit ? (
          <li key={e.key} className="py-2 first:pt-0 last:pb-0">
            <RowForm
              openLabel={t('talent:editRow', { name: e.title })}
              title={t('talent:editRowTitle', { name: e.title })}
              fields={e.edit.fields}
              schema={e.edit.schema}
              initial={e.edit.initial}
              onSave={e.edit.onSave}
              onClose={() => setEditing(null)}
            />
          </li>
        ) : (
          <li key={e.key} className="py-2 first:pt-0 last:pb-0" lang={e.lang}>
            <p className="font-semibold text-slate-900">{e.title}</p>
            {e.meta && <p className="text-sm text-slate-700">{e.meta}</p>}
            {e.body && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{e.body}</p>}
            {e.onRemove && (
              <Button
                variant="link"
                className="mr-4 text-sm"
                onClick={() =>
                  void e.onRemove!().catch((error: unknown) => console.warn('vuoro: removing the row failed', error))
                }
              >
                {t('talent:removeRow', { name: e.title })}
              </Button>
            )}
            {e.edit && (
              <Button variant="link" className="text-sm" onClick={() => setEditing(e.key)}>
                {t('talent:editRow', { name: e.title })}
              </Button>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
