export * from './model';
export * from './states/talent-merge';
export * from './routes';
export * from './permissions';
export * from './api/system';
export * from './api/identity';
export * from './api/public-forms';
export * from './api/auth-protocol';
