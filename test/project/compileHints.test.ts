// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/build/compileHints';

interface FakeFile {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  code?: string;
  map?: { mappings: string } | null;
  source?: string;
}

/** Runs the plugin's generateBundle on `files`, keyed by file name as the bundler keys them. */
function generate(chunkNames: string[], files: FakeFile[]) {
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
  const hook = compileHints(chunkNames).generateBundle as (options: unknown, bundle: unknown) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

const chunk = (name: string, code: string, mappings: string): FakeFile => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}.js`,
  code,
  map: { mappings },
});
const mapAsset = (name: string, mappings: string): FakeFile => ({
  type: 'asset',
  fileName: `assets/${name}.js.map`,
  source: JSON.stringify({ version: 3, sources: ['a.js'], mappings }),
});

describe('compileHints', () => {
  it('puts the magic comment on the first line of the named chunks only', () => {
    const bundle = generate(
      ['framework'],
      [chunk('framework', 'import"x";', 'AAAA'), chunk('app', 'export{};', 'AAAA')],
    );
    expect(bundle['assets/framework.js']!.code).toBe(`${COMPILE_HINT}import"x";`);
    expect(bundle['assets/framework.js']!.code!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle['assets/app.js']!.code).toBe('export{};');
  });

  it('moves every mapping one line down with the code, in the chunk and in its map file', () => {
    const bundle = generate(
      ['framework'],
      [chunk('framework', 'a;\nb;', 'AAAA;AACA'), mapAsset('framework', 'AAAA;AACA'), mapAsset('app', 'AAAA')],
    );
    expect(bundle['assets/framework.js']!.map!.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/framework.js.map']!.source!)).toEqual({
      version: 3,
      sources: ['a.js'],
      mappings: ';AAAA;AACA',
    });
    expect(JSON.parse(bundle['assets/app.js.map']!.source!).mappings).toBe('AAAA');
  });

  it('leaves a chunk without a source map without one', () => {
    const bundle = generate(['framework'], [{ ...chunk('framework', 'a;', ''), map: null }]);
    expect(bundle['assets/framework.js']!.map).toBeNull();
  });
});
