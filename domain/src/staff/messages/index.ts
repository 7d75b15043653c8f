export * from './model';
export * from './mail';
