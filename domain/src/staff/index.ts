export * from './time';
export * from './shifts';
export * from './notifications';
