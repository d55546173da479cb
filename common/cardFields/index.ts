// One home per card field (docs/architecture.md "Adding a card field"): the registry and what it derives.
export * from './choices';
export * from './values';
export * from './registry';
export * from './lists';
export * from './csv';
export type { CardFieldSpec, HistoryWording } from './spec';
