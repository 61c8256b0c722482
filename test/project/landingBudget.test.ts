// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  budgetReport,
  ethersInManifest,
  isEthersModule,
  LANDING_BUDGET_BYTES,
  landingChunks,
  type Manifest,
  type MeasuredFile,
} from '../../scripts/size/landingBudget';

/** A small manifest shaped like Vite's: entry -> shared chunk -> vendor chunk, plus lazy pages. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-b2.js'],
    dynamicImports: ['src/views/pages/AboutPage.tsx', 'src/wallet/ethersAdapter.ts'],
    css: ['assets/index-c3.css'],
  },
  '_shared-b2.js': {
    file: 'assets/shared-b2.js',
    imports: ['_vendor-d4.js', 'index.html'],
    css: ['assets/shared-e5.css', 'assets/index-c3.css'],
  },
  '_vendor-d4.js': { file: 'assets/vendor-d4.js', imports: ['_shared-b2.js'] },
  'src/views/pages/AboutPage.tsx': {
    file: 'assets/AboutPage-f6.js',
    src: 'src/views/pages/AboutPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-b2.js', '_page-g7.js'],
    css: ['assets/AboutPage-h8.css'],
  },
  '_page-g7.js': { file: 'assets/page-g7.js' },
  'src/wallet/ethersAdapter.ts': {
    file: 'assets/ethersAdapter-i9.js',
    src: 'src/wallet/ethersAdapter.ts',
    isDynamicEntry: true,
    imports: ['node_modules/ethers/lib.esm/index.js'],
  },
  'node_modules/ethers/lib.esm/index.js': {
    file: 'assets/index-j0.js',
    src: 'node_modules/ethers/lib.esm/index.js',
  },
};

const measured = (file: string, gzipBytes: number, modules: string[] = []): MeasuredFile => ({
  file,
  rawBytes: gzipBytes * 3,
  gzipBytes,
  modules,
});

describe('landingChunks', () => {
  it('takes the entry and its static imports, recursively, each once, never dynamic imports', () => {
    const landing = landingChunks(manifest);
    expect(landing.entries).toEqual(['index.html']);
    expect(landing.chunks).toEqual(['index.html', '_shared-b2.js', '_vendor-d4.js']);
  });

  it('lists their output files, then their CSS, each once', () => {
    expect(landingChunks(manifest).files).toEqual([
      'assets/index-a1.js',
      'assets/shared-b2.js',
      'assets/vendor-d4.js',
      'assets/index-c3.css',
      'assets/shared-e5.css',
    ]);
  });

  it('rejects a manifest without an entry or with a dangling import', () => {
    expect(() => landingChunks({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
    expect(() => landingChunks({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(
      /_gone\.js/,
    );
  });
});

describe('ethers detection', () => {
  it('recognises ethers module ids as Vite and source maps write them', () => {
    expect(isEthersModule('../../node_modules/ethers/lib.esm/providers/provider-browser.js')).toBe(true);
    expect(isEthersModule('node_modules/ethers/lib.esm/index.js')).toBe(true);
    expect(isEthersModule('../../node_modules/@ethersproject/providers/lib.esm/index.js')).toBe(true);
    expect(isEthersModule('C:\\app\\node_modules\\ethers\\lib.esm\\index.js')).toBe(true);
    expect(isEthersModule('../../src/wallet/ethersAdapter.ts')).toBe(false);
    expect(isEthersModule('../../node_modules/not-ethers/index.js')).toBe(false);
  });

  it('finds ethers chunks in the manifest only when the landing route imports them statically', () => {
    expect(ethersInManifest(manifest, landingChunks(manifest).chunks)).toEqual([]);
    const eager: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, imports: ['node_modules/ethers/lib.esm/index.js'] },
    };
    expect(ethersInManifest(eager, landingChunks(eager).chunks)).toEqual(['node_modules/ethers/lib.esm/index.js']);
  });
});

describe('budgetReport', () => {
  it('passes within the budget and prints every file, the total and the limit in bytes', () => {
    const report = budgetReport([
      measured('assets/index-a1.js', 60_000, ['../../src/main.tsx']),
      measured('assets/index-c3.css', 2_000),
    ]);
    expect(report.totalGzipBytes).toBe(62_000);
    expect(report.limitBytes).toBe(LANDING_BUDGET_BYTES);
    expect(report.overBudget).toBe(false);
    expect(report.ok).toBe(true);
    expect(report.text).toContain('assets/index-a1.js');
    expect(report.text).toContain('assets/index-c3.css');
    expect(report.text).toContain('62000 of 110000 bytes');
    expect(report.text).toContain('1 kB = 1000 bytes');
  });

  it('passes at exactly the limit and fails one byte over it', () => {
    expect(budgetReport([measured('a.js', 110_000)]).ok).toBe(true);
    const over = budgetReport([measured('a.js', 100_000), measured('b.js', 10_001)]);
    expect(over.overBudget).toBe(true);
    expect(over.ok).toBe(false);
    expect(over.text).toContain('OVER BUDGET');
  });

  it('fails when a landing file bundles ethers, naming the file and the module', () => {
    const report = budgetReport([
      measured('assets/index-a1.js', 1_000, ['../../src/main.tsx', '../../node_modules/ethers/lib.esm/abi/index.js']),
    ]);
    expect(report.overBudget).toBe(false);
    expect(report.ok).toBe(false);
    expect(report.ethers).toEqual([
      { file: 'assets/index-a1.js', module: '../../node_modules/ethers/lib.esm/abi/index.js' },
    ]);
    expect(report.text).toContain('ethers: FOUND');
  });

  it('also fails on ethers found in the manifest and honours a custom limit', () => {
    const report = budgetReport([measured('a.js', 500)], 400, [{ file: 'assets/index-j0.js', module: 'x' }]);
    expect(report.overBudget).toBe(true);
    expect(report.ethers).toHaveLength(1);
    expect(report.ok).toBe(false);
  });
});
