import { lazyChunk } from '@/lib/load-chunk';

/**
 * The talent list's actions that open something, each in a chunk of its own, loaded when first
 * wanted (or once the recruiter starts using the screen: `preloadListActions`). What they import
 * (Add talent's form and language editor, the present and share dialogs, the registration,
 * talent-record, talent-card and talent-claim schemas) then stays out of the list's first load,
 * whose evaluation is part of its blocking time.
 */
export const AddTalentDialog = lazyChunk(() => import('./add-talent-dialog'));
export const PresentToAssignmentDialog = lazyChunk(() =>
  import('./present-to-assignment').then((m) => ({ default: m.PresentToAssignmentDialog })),
);
export const ShareShortlistButton = lazyChunk(() =>
  import('@/lib/card-shortlist/share-shortlist-button').then((m) => ({ default: m.ShareShortlistButton })),
);

/** Starts loading the list's action chunks (the first tap or key on the screen, then idle). */
export function preloadListActions(): void {
  AddTalentDialog.preload();
  PresentToAssignmentDialog.preload();
  ShareShortlistButton.preload();
}
