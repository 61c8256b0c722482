import type { Sale } from './sale.types';

/**
 * The collection a holder proves to the identity-proof provider for a sale (spec sections 1 and
 * 6): 'In order to sign up you need a Tokenproof account to validate your {token name}.' The
 * sale's own `tokenNameSingular` names what it sells (a Character Pass), not what its holders
 * hold, so the name comes from its `tokenType`.
 */
const HELD_TOKEN_NAMES: Readonly<Record<string, string>> = {
  bayc: 'Bored Ape',
  mayc: 'Mutant Ape',
};

/** Any other ape sale: the spec's two collections are both apes. */
const FALLBACK_TOKEN_NAME = 'Ape';

export function heldTokenName(sale: Pick<Sale, 'tokenType'> | null): string {
  const type = sale?.tokenType.toLowerCase() ?? '';
  return Object.hasOwn(HELD_TOKEN_NAMES, type) ? HELD_TOKEN_NAMES[type]! : FALLBACK_TOKEN_NAME;
}

/** 'a Bored Ape', 'an Ape': the indefinite article by the name's first letter. */
export function withIndefiniteArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
