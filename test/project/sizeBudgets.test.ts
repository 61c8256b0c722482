// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS, sizeReport, type FetchedFile, type RouteMeasurement } from '../../scripts/size/budgets';
import { ethersInManifest, isEthersModule, landingChunks, type Manifest } from '../../scripts/size/landingBudget';

/**
 * A small manifest shaped like Vite's: the boot entry -> the app (its dynamic import) -> shared
 * chunk -> vendor chunk, plus lazy pages the app imports dynamically.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    dynamicImports: ['src/app/createApp.tsx', 'src/boot/replayInput.ts'],
    css: ['assets/index-c3.css'],
  },
  'src/boot/replayInput.ts': {
    file: 'assets/replayInput-r1.js',
    src: 'src/boot/replayInput.ts',
    isDynamicEntry: true,
  },
  'src/app/createApp.tsx': {
    file: 'assets/createApp-k1.js',
    src: 'src/app/createApp.tsx',
    isDynamicEntry: true,
    imports: ['_shared-b2.js'],
    dynamicImports: ['src/views/pages/AboutPage.tsx', 'src/wallet/ethersAdapter.ts'],
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

describe('landingChunks', () => {
  it("takes the entry, the app it imports and their static imports, recursively, each once, never the app's dynamic imports nor the boot's pieces that load on demand", () => {
    const landing = landingChunks(manifest);
    expect(landing.entries).toEqual(['index.html']);
    expect(landing.chunks).toEqual(['index.html', 'src/app/createApp.tsx', '_shared-b2.js', '_vendor-d4.js']);
  });

  it('lists their output files, then their CSS, each once', () => {
    expect(landingChunks(manifest).files).toEqual([
      'assets/index-a1.js',
      'assets/createApp-k1.js',
      'assets/shared-b2.js',
      'assets/vendor-d4.js',
      'assets/index-c3.css',
      'assets/shared-e5.css',
    ]);
  });

  it('rejects a manifest without an entry or with a dangling import', () => {
    expect(() => landingChunks({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
    expect(() =>
      landingChunks({ ...manifest, 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } }),
    ).toThrow(/_gone\.js/);
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
      'src/app/createApp.tsx': {
        ...manifest['src/app/createApp.tsx']!,
        imports: ['node_modules/ethers/lib.esm/index.js'],
      },
    };
    expect(ethersInManifest(eager, landingChunks(eager).chunks)).toEqual(['node_modules/ethers/lib.esm/index.js']);
  });
});

const file = (name: string, gzipBytes: number, ethersModule: string | null = null): FetchedFile => ({
  file: name,
  gzipBytes,
  ethersModule,
});

const measurement = (overrides: Partial<RouteMeasurement> = {}): RouteMeasurement => ({
  build: 'production',
  route: '/bayc',
  startupBytes: 100_000,
  fetched: [file('/assets/index-a1.js', 100_000), file('/assets/mint-b2.js', 40_000)],
  ...overrides,
});

describe('sizeReport', () => {
  it('passes within the budgets and prints each build and route with its measures and limits', () => {
    const report = sizeReport([measurement(), measurement({ build: 'mock', route: '/' })]);
    expect(report.ok).toBe(true);
    expect(report.text).toContain('production  /bayc');
    expect(report.text).toContain('100.00 kB / 110.00 kB');
    expect(report.text).toContain('140.00 kB / 150.00 kB (2 files)');
    expect(report.text).toContain('140.00 kB / 170.00 kB');
    expect(report.text).toContain('1 kB = 1000 bytes');
  });

  it('passes at exactly a limit and fails one byte over it, listing the files fetched', () => {
    const { startupBytes, fetchedBytes } = BUDGETS.production;
    expect(sizeReport([measurement({ startupBytes, fetched: [file('/a.js', fetchedBytes)] })]).ok).toBe(true);
    const over = sizeReport([measurement({ fetched: [file('/a.js', fetchedBytes - 999), file('/b.js', 1_000)] })]);
    expect(over.ok).toBe(false);
    expect(over.text).toContain('production /bayc: fetched before any user action 150.00 kB over 150.00 kB');
    expect(over.text).toMatch(/149\.00 kB {2}\/a\.js/);
    const startup = sizeReport([measurement({ startupBytes: BUDGETS.production.startupBytes + 1 })]);
    expect(startup.ok).toBe(false);
    expect(startup.text).toContain('start-up JavaScript 110.00 kB over 110.00 kB');
  });

  it('holds the mock build to its own, larger budget for what it fetches', () => {
    const fetched = [file('/a.js', 160_000)];
    expect(sizeReport([measurement({ build: 'mock', fetched })]).ok).toBe(true);
    expect(sizeReport([measurement({ build: 'production', fetched })]).ok).toBe(false);
  });

  it('fails when a file fetched before any user action bundles ethers, naming it and the module', () => {
    const report = sizeReport([
      measurement({
        fetched: [file('/assets/ethersWallet-c3.js', 1_000, '../../node_modules/ethers/lib.esm/index.js')],
      }),
    ]);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      '/assets/ethersWallet-c3.js bundles ethers (../../node_modules/ethers/lib.esm/index.js)',
    );
  });
});
