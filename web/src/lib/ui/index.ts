// The UI kit every portal's screens are built from (issue 21). The demo route /dev/ui shows each piece.
export { BackLink, MessagePage } from './actions';
export { Button, ButtonAnchor, ButtonLink, buttonClass, type ButtonProps, type ButtonVariant } from './button';
export { ConfirmStep, useAskOnce, type ConfirmStepProps } from './confirm-step';
export { DefinitionList, type Definition } from './definition-list';
export { EmptyState } from './empty-state';
export { controlClass, Field, type ControlProps, type FieldProps } from './field';
export { LoadFailed } from './load-failed';
export { Notice, type NoticeTone } from './notice';
export { PageHeader } from './page-header';
export { SearchField, type SearchFieldProps } from './search-field';
export { Spinner } from './spinner';
