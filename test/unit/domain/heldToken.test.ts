import { describe, expect, it } from 'vitest';
import { heldTokenName, withIndefiniteArticle } from '../../../src/domain/sale/heldToken';

describe('heldTokenName: the collection a holder proves for a sale', () => {
  it.each([
    ['bayc', 'Bored Ape'],
    ['mayc', 'Mutant Ape'],
    ['MAYC', 'Mutant Ape'],
    ['coolcats', 'Ape'],
    ['constructor', 'Ape'],
  ])('a sale of token type %s asks for a %s', (tokenType, name) => {
    expect(heldTokenName({ tokenType })).toBe(name);
  });

  it('names an Ape while no sale is loaded', () => {
    expect(heldTokenName(null)).toBe('Ape');
  });
});

describe('withIndefiniteArticle', () => {
  it.each([
    ['Bored Ape', 'a Bored Ape'],
    ['Mutant Ape', 'a Mutant Ape'],
    ['Ape', 'an Ape'],
    ['ape', 'an ape'],
  ])('%s reads %s', (name, phrase) => {
    expect(withIndefiniteArticle(name)).toBe(phrase);
  });
});
