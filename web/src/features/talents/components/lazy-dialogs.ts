import { lazyChunk } from '@/lib/load-chunk';

/**
 * The talent list's actions that open something, each in a chunk of its own, loaded when first
 * wanted (or once the recruiter starts using the screen: `preloadListActions`). What they import
 * (the present and share dialogs, the assignment, comment, talent-card and registration schemas)
 * then stays out of the list's first load, whose evaluation is part of its blocking time.
 */
export const PresentToAssignmentDialog = lazyChunk(() =>
  import('./present-to-assignment').then((m) => ({ default: m.PresentToAssignmentDialog })),
);
export const ShareShortlistButton = lazyChunk(() =>
  import('@/lib/card-shortlist/share-shortlist-button').then((m) => ({ default: m.ShareShortlistButton })),
);

/** Starts loading the list's action chunks (the first tap or key on the screen, then idle). */
export function preloadListActions(): void {
  PresentToAssignmentDialog.preload();
  ShareShortlistButton.preload();
}
