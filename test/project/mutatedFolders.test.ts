import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldersNamed, MUTATED_FOLDERS } from '../mutants/folders';

/** `npm run test:mutants`: each chart is a folder of its own, with tests that exist. */

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the folders StrykerJS mutates', () => {
  it('gives every chart its own folder, with its own test files, each of which exists', () => {
    const charts = foldersNamed('machines');
    expect(charts.map(({ folder }) => folder)).toEqual(
      expect.arrayContaining(['machines/mintPage', 'machines/mintTransaction', 'machines/plotSale']),
    );
    for (const { folder, tests } of charts) {
      expect(tests, folder).not.toHaveLength(0);
      for (const test of tests) expect(existsSync(`${root}${test}`), `${folder}: ${test}`).toBe(true);
    }
    expect(foldersNamed('machines/mintTransaction')[0]?.tests).toEqual([
      'test/machines/mintTransaction.machine.test.ts',
      'test/machines/charts.test.ts',
      // Its documents, descriptions included: a mutant that only changes a description is killed.
      'test/machines/chartDocs.test.ts',
    ]);
  });

  it('names a folder, or every folder under a name, and nothing for a part of a name', () => {
    expect(foldersNamed('src/domain').map(({ folder }) => folder)).toEqual(['src/domain']);
    expect(foldersNamed('machines')).toHaveLength(
      MUTATED_FOLDERS.filter(({ folder }) => folder.startsWith('machines/')).length,
    );
    expect(foldersNamed('machine')).toEqual([]);
    expect(foldersNamed('src')).toHaveLength(3);
  });
});
