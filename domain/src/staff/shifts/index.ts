export * from './calendar';
export * from './model';
export * from './views';
export * from './writes';
