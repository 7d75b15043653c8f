export * from './model';
export * from './texts';
