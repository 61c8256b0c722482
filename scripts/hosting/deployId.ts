import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEPLOY_ID_PATH } from '../../src/boot/deployId.ts';

/**
 * The build's deploy id (src/boot/deployId.ts, issue 77): a hash of every file the build wrote
 * (names and contents), so that two builds of the same code have the same id and any change gives
 * another. A tab whose chunk failed asks for it to guard its reload per deploy.
 */
export function writeDeployId(outDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(outDir, file)).update('\0').update(readFileSync(file)).update('\0');
  const id = hash.digest('hex').slice(0, 32);
  writeFileSync(join(outDir, DEPLOY_ID_PATH), id);
  return id;
}
