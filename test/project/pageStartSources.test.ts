// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID } from '../../src/boot/pageChunks';
import {
  lateModulesOnPage,
  lateSourceReason,
  listedChunks,
  SMALL_CHUNK_BYTES,
  smallChunksOnPage,
} from '../../scripts/size/pageStartSources';

const chunkList = (chunks: string[]) =>
  `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(chunks)}</script>`;

describe('what a page must come alive without', () => {
  it("names zod, the error catalogue's texts and the chart of any flow but the app and the flows it starts with", () => {
    expect(lateSourceReason('../../node_modules/zod/v4/core/core.js')).toMatch(/^zod/);
    expect(lateSourceReason('../../machines/mintPage/mintPage.machine.ts')).toBe(
      'the mintPage chart starts after the page is live',
    );
    expect(lateSourceReason('..\\..\\machines\\loginToMint\\loginToMint.machine.ts')).toMatch(/loginToMint chart/);
    expect(lateSourceReason('../../src/domain/errors/messages.ts')).toMatch(/error catalogue/);
    expect(lateSourceReason('../../src/domain/errors/errors.ts')).toMatch(/error catalogue/);
    for (const allowed of [
      '../../machines/app/app.machine.ts',
      '../../machines/user/user.machine.ts',
      '../../machines/approval/approval.machine.ts',
      // Selectors and pure rules are not charts: the sale's section reads them before its flow runs.
      '../../machines/mintPage/mintPage.selectors.ts',
      // The catalogue's base class and the one error a sale's section throws.
      '../../src/domain/errors/appError.ts',
      '../../src/domain/errors/remainingCountError.ts',
      '../../node_modules/xstate/dist/xstate.esm.js',
    ]) {
      expect(lateSourceReason(allowed)).toBeNull();
    }
  });

  it('reads the chunk list from the HTML, and none when there is no list', () => {
    expect(listedChunks(`<p>page</p>${chunkList(['/assets/a.js', 'https://evil.example/b.js'])}`)).toEqual([
      '/assets/a.js',
    ]);
    expect(listedChunks('<p>no list</p>')).toEqual([]);
  });

  it("lists each late module of the page's chunks with its chunk, and passes a page without them", () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-start-'));
    mkdirSync(join(dir, 'assets'));
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
    writeFileSync(join(dir, 'assets/app.js.map'), map(['../../machines/app/app.machine.ts']));
    writeFileSync(join(dir, 'assets/mint.js.map'), map(['../../machines/mintPage/mintPage.machine.ts']));
    writeFileSync(join(dir, 'index.html'), chunkList(['/assets/app.js', '/assets/mint.js', '/assets/runtime.js']));
    writeFileSync(join(dir, 'about.html'), chunkList(['/assets/app.js']));
    writeFileSync(join(dir, 'empty.html'), '<p>no list</p>');

    expect(lateModulesOnPage(dir, '/')).toEqual([
      '/ /assets/mint.js: machines/mintPage/mintPage.machine.ts (the mintPage chart starts after the page is live)',
    ]);
    expect(lateModulesOnPage(dir, '/about')).toEqual([]);
    expect(lateModulesOnPage(dir, '/empty')).toEqual(['/empty: its HTML lists no chunks to start with']);
  });

  it("lists the small chunks of a page, but not the bundler's runtime, which has no source map", () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-start-'));
    mkdirSync(join(dir, 'assets'));
    const chunk = (name: string, bytes: number, withMap = true) => {
      writeFileSync(join(dir, `assets/${name}`), 'x'.repeat(bytes));
      if (withMap) writeFileSync(join(dir, `assets/${name}.map`), '{}');
    };
    chunk('app.js', SMALL_CHUNK_BYTES);
    chunk('usePage.js', SMALL_CHUNK_BYTES - 1);
    chunk('runtime.js', 700, false);
    writeFileSync(join(dir, 'index.html'), chunkList(['/assets/app.js', '/assets/usePage.js', '/assets/runtime.js']));
    writeFileSync(join(dir, 'about.html'), chunkList(['/assets/app.js', '/assets/runtime.js']));

    expect(smallChunksOnPage(dir, '/')).toEqual([`/ /assets/usePage.js (${SMALL_CHUNK_BYTES - 1} bytes)`]);
    expect(smallChunksOnPage(dir, '/about')).toEqual([]);
  });
});
