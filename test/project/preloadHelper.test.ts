// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadHelper } from '../../scripts/build/preloadHelper';

const plugin = preloadHelper();
const load = (id: string) => (plugin.load as { handler: (id: string) => string | null }).handler(id);
const generateBundle = (files: string[]) =>
  (plugin.generateBundle as (options: unknown, bundle: unknown) => void).call(
    {},
    {},
    Object.fromEntries(files.map((file) => [file, {}])),
  );

describe('preloadHelper', () => {
  it("answers Vite's helper module with the app's helper, under the name Vite's imports call", () => {
    expect(load('\0vite/preload-helper.js')).toMatch(
      /^export \{ preloadChunks as __vitePreload \} from ".*\/src\/boot\/preloadChunks\.ts";$/,
    );
    expect(load('/src/main.tsx')).toBeNull();
  });

  it('fails the build when a style sheet appears, which the helper would not preload', () => {
    expect(() => generateBundle(['assets/index-1.js', 'assets/About-1.js'])).not.toThrow();
    expect(() => generateBundle(['assets/index-1.js', 'assets/index-1.css'])).toThrow(/assets\/index-1\.css/);
  });
});
