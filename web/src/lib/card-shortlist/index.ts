// Sharing talent cards as links, for every feature that shares them: the talent's card page, an
// assignment's presented talents and the talents list's selection (item 27.8). Features may not
// import each other, so these live below them.
export { createShare, revokeShare } from './manage-shares';
export { useAssignmentInterest, type InterestMarkSeen } from './read-interest';
export { ShareForm, type CreateShare, type ShareFormProps } from './share-form';
export { ShareShortlistButton, type ShareShortlistButtonProps } from './share-shortlist-button';
