export * from './common';
export * from './entities';
export * from './quotes';
export * from './api';
