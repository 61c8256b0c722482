/**
 * Production builds (VITE_ENV=production: what visitors load) made from scripts: the one the
 * checks and benchmarks measure, with the variables a deployment sets (placeholder service
 * addresses), and any other environment (the local chain stack's).
 */
import { rmSync } from 'node:fs';
import { build } from 'vite';
import { PRODUCTION_SERVICES } from '../../test/support/productionEnv';

/** Builds the app at `root` into `outDir` with `env` added to the environment, restored afterwards. */
export async function buildWithEnv(root: string, outDir: string, env: Readonly<Record<string, string>>): Promise<void> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    rmSync(outDir, { recursive: true, force: true });
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
}

/** The production build with placeholder service addresses. */
export function buildProduction(root: string, outDir: string): Promise<void> {
  return buildWithEnv(root, outDir, { VITE_ENV: 'production', ...PRODUCTION_SERVICES });
}
