import { useCallback } from 'react';
import { deleteDoc, doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { CatalogKind } from './catalog-kind';

/** Deletes a catalogue item (the screen refuses tags and industries still in use before calling). */
export function useDeleteCatalogItem() {
  const db = useFirestore();
  return useCallback((kind: CatalogKind, id: string) => deleteDoc(doc(db, kind, id)), [db]);
}
