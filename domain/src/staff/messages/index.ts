export * from './model';
export * from './mail';
export * from './audience';
