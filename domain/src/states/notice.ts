import type { ReadState } from '../labels';

/** Something with a read flag: a notice or a training material. */
export interface Readable {
  readonly read: boolean;
}

/** Notices and training materials go from unread to read; marking a read one again changes nothing. */
export function markRead<T extends Readable>(item: T): T {
  return item.read ? item : { ...item, read: true };
}

/** The read state of an item, for its label. */
export function readState(item: Readable): ReadState {
  return item.read ? 'read' : 'unread';
}

/** How many items are still unread (the badge on the notices and training materials menus). */
export function countUnread(items: readonly Readable[]): number {
  return items.reduce((count, item) => count + (item.read ? 0 : 1), 0);
}
