/**
 * The domain model: entities, labels, state machines, constants and validation rules.
 * `index.ts` re-exports everything here.
 */
// The bottom layer: message catalogue, error map, field errors, texts both sides need.
export * from './texts/messages';
export * from './texts/error-map';
export * from './texts/field-errors';
export * from './texts/shared';

export * from './constants';
export * from './intl-formats';
export * from './language-names';
export * from './firestore';
export * from './labels';
export * from './matching';

export * from './entities/common';
export * from './entities/assignment';
export * from './entities/comment';
export * from './entities/talent';
export * from './entities/talent-records';
export * from './entities/registration';
export * from './entities/talent-card';
export * from './entities/catalog';
export * from './entities/user';
export * from './entities/view';
export * from './entities/vacancy';
export * from './entities/internal-employee';
export * from './entities/contact-info';
export * from './entities/shift';
export * from './entities/recruit-order';
export * from './entities/public-assignment';
export * from './entities/registration-duplicate-report';
export * from './entities/sick-leave';
export * from './entities/account-deletion';
export * from './entities/message';
export * from './entities/pool';
export * from './entities/training-material';
export * from './entities/salary';
export * from './entities/print';
export * from './entities/feedback';
export * from './entities/employment-contract';
export * from './entities/notice';
export * from './entities/calendar-event';

export * from './states/result';
export * from './states/hiring';
export * from './states/job-status';
export * from './states/calendar';
export * from './states/shift';
export * from './states/pool';
export * from './states/contract';
export * from './states/notice';
export * from './states/employee-status';

export * from './validation/password';
export * from './validation/email';
export * from './validation/iban';
export * from './validation/finnish-ssn';
export * from './validation/phone';
export * from './validation/message';
export * from './validation/recruit-order';
export * from './validation/mark-shift';
export * from './validation/public-assignment';
export * from './validation/talent-form';
export * from './validation/photo';
export * from './validation/internal-employee';
