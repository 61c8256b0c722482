import type { CollectionCard } from './types';

/**
 * The two collection cards of the FAQ (spec sections 1 and 9), whose mint dates the footer also
 * shows: a module of their own, so the footer does not load the whole FAQ.
 */
export const COLLECTIONS: readonly CollectionCard[] = [
  { name: 'Bored Ape Character Pass', supply: 3000, cost: 'Free + gas', mintDate: '1/27/23 11 AM PST' },
  { name: 'Mutant Ape Character Pass', supply: 20000, cost: 'Free + gas', mintDate: 'Live' },
];
