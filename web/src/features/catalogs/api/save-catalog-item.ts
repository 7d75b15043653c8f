import { useCallback } from 'react';
import { collection, doc, setDoc, updateDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { industryForm, occupationForm, tagForm } from '@vuoro/domain';
import type { CatalogKind } from './catalog-kind';

const schemas = { tags: tagForm, industries: industryForm, occupations: occupationForm } as const;

/**
 * Adds (no `id`) or updates a catalogue item. The values are parsed with the domain form first
 * (throws on invalid input; the form validates before calling). Optional occupation names left
 * empty are stored as null, so clearing a translation removes it. Renaming a tag or industry is
 * carried to talents and cards by the tagRename/industryRename triggers.
 */
export function useSaveCatalogItem() {
  const db = useFirestore();
  return useCallback(
    async (kind: CatalogKind, values: Record<string, unknown>, id?: string): Promise<string> => {
      const parsed = schemas[kind].parse(values) as Record<string, string | null | undefined>;
      const data = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v ? v : null]));
      if (id) {
        await updateDoc(doc(db, kind, id), data);
        return id;
      }
      const ref = doc(collection(db, kind));
      await setDoc(ref, data);
      return ref.id;
    },
    [db],
  );
}
