// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/build/compileHints';

interface FakeFile {
  type: 'chunk' | 'asset';
  name: string;
  code?: string;
  map?: { mappings: string } | null;
}

/** Runs the plugin's generateBundle on `files` (keyed by file name), as the bundler would. */
function generate(chunkNames: string[], files: Record<string, FakeFile>) {
  const hook = compileHints(chunkNames).generateBundle as (options: unknown, bundle: unknown) => void;
  hook.call({}, {}, files);
  return files;
}

describe('compileHints', () => {
  it('puts the magic comment on the first line of the named chunks only', () => {
    const files = generate(['framework'], {
      'framework.js': { type: 'chunk', name: 'framework', code: 'import"x";', map: { mappings: 'AAAA' } },
      'app.js': { type: 'chunk', name: 'app', code: 'export{};', map: { mappings: 'AAAA' } },
      'style.css': { type: 'asset', name: 'framework' },
    });
    expect(files['framework.js']!.code).toBe(`${COMPILE_HINT}import"x";`);
    expect(files['framework.js']!.code!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(files['app.js']!.code).toBe('export{};');
    expect(files['style.css']).toEqual({ type: 'asset', name: 'framework' });
  });

  it('moves every mapping one line down with the code', () => {
    const files = generate(['framework'], {
      'framework.js': { type: 'chunk', name: 'framework', code: 'a;\nb;', map: { mappings: 'AAAA;AACA' } },
    });
    expect(files['framework.js']!.map!.mappings).toBe(';AAAA;AACA');
  });

  it('leaves a chunk without a source map without one', () => {
    const files = generate(['framework'], {
      'framework.js': { type: 'chunk', name: 'framework', code: 'a;', map: null },
    });
    expect(files['framework.js']!.map).toBeNull();
  });
});
