export * from './model';
export * from './support';
