/** The tactical battle's rules: pure, deterministic, a battle is its seed plus its actions. */
export * from './abilities';
export * from './ability-figures';
export * from './apply';
export * from './create';
export * from './effects';
export * from './enemy-ai';
export * from './errors';
export * from './forecast';
export * from './hit-chance';
export * from './line-of-sight';
export * from './log';
export * from './map';
export * from './movement';
export * from './outcome';
export * from './queries';
export * from './replay';
export * from './types';
