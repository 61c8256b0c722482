// @vitest-environment node
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkGraph } from '../../scripts/prerender/pageChunks';

const ROOT = '/project';

/** A bundle chunk with the fields the graph reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): OutputChunk {
  return { type: 'chunk', fileName, moduleIds: moduleIds.map((id) => `${ROOT}${id}`), imports, isEntry } as OutputChunk;
}

/** The shape of this app's build: the boot, the start-up chunks, pages with shared chunks, lazier parts. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/src/main.tsx'], [], true),
    chunk('assets/evaluateFramework.js', ['/src/app/evaluateFramework.ts'], ['assets/react.js']),
    chunk('assets/app.js', ['/src/app/createApp.tsx', '/src/App.tsx'], ['assets/react.js', 'assets/framework.js']),
    chunk('assets/react.js', ['/node_modules/react-dom/index.js']),
    chunk('assets/framework.js', ['/node_modules/xstate/index.js'], ['assets/react.js']),
    chunk('assets/LandingPage.js', ['/src/views/pages/LandingPage.tsx'], ['assets/app.js', 'assets/MintSection.js']),
    chunk('assets/MintSection.js', ['/src/views/mint/MintSection.tsx'], ['assets/app.js']),
    chunk('assets/Footer.js', ['/src/views/layout/Footer.tsx'], ['assets/app.js']),
    chunk('assets/LandingSections.js', ['/src/views/landing/LandingSections.tsx'], ['assets/app.js']),
  ].map((output) => [output.fileName, output]),
) as OutputBundle;

describe('chunkGraph', () => {
  const graph = chunkGraph(bundle, ROOT);

  it('gives a page the start-up chunks and what each part it rendered imports, each once, never the boot', () => {
    expect(graph.chunksFor(['/src/views/pages/LandingPage.tsx', '/src/views/layout/Footer.tsx'])).toEqual([
      'assets/evaluateFramework.js',
      'assets/react.js',
      'assets/app.js',
      'assets/framework.js',
      'assets/LandingPage.js',
      'assets/MintSection.js',
      'assets/Footer.js',
    ]);
  });

  it('leaves out what a page loads later (a section as the visitor nears it)', () => {
    expect(graph.chunksFor(['/src/views/pages/LandingPage.tsx'])).not.toContain('assets/LandingSections.js');
  });

  it('fails the build for a part no chunk holds', () => {
    expect(() => graph.chunksFor(['/src/views/pages/GonePage.tsx'])).toThrow(/GonePage/);
  });
});
