export * from './accounts.ts';
export * from './content.ts';
export * from './questions.ts';
export * from './learning-map.ts';
export * from './search.ts';
export * from './tests.ts';
export * from './practice.ts';
export * from './learn.ts';
