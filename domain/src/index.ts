export * from './model';
export * from './routes';
export * from './permissions';
export * from './api/system';
