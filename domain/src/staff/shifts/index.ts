export * from './calendar';
export * from './events';
export * from './feed';
export * from './late-report';
export * from './model';
export * from './views';
export * from './writes';
