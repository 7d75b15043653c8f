export * from './schedule';
export * from './model';
export * from './slips';
