export * from './model';
export * from './wording';
export * from './shift-events';
