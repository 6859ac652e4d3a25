export * from './campaign/new-campaign';
export * from './campaign/types';
export * from './content/ranks';
export * from './rng';
