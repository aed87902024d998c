export * from './enums.ts';
export * from './problem.ts';
export * from './locales.ts';
export * from './runtime-config.ts';
export * from './health.ts';
export * from './api-path.ts';
export * from './authorization.ts';
export * from './products.ts';
