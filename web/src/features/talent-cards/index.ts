// What other features use of talent cards: the shortlist button (the talents list's selection bar).
export { ShareShortlistButton, type ShareShortlistButtonProps } from './components/share-shortlist-button';
