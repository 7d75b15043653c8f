export * from './model';
export * from './wording';
