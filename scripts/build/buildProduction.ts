/**
 * The production build (VITE_ENV=production: what visitors load) for the checks and benchmarks
 * that measure it, with the variables a deployment sets (placeholder service addresses).
 */
import { rmSync } from 'node:fs';
import { build } from 'vite';
import { PRODUCTION_SERVICES } from '../../test/support/productionEnv';

/** Builds the app at `root` into `outDir` as production; restores the environment afterwards. */
export async function buildProduction(root: string, outDir: string): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, { VITE_ENV: 'production', ...PRODUCTION_SERVICES });
  try {
    rmSync(outDir, { recursive: true, force: true });
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
}
