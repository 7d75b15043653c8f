export * from './model';
export * from './invite';
