export * from './model';
export * from './routes';
export * from './permissions';
export * from './api/system';
export * from './api/identity';
export * from './api/auth-protocol';
