// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Architecture rule 2: a machine file imports values only from 'xstate' and from pure modules of
 * src/domain, so Stately's tools can read it, tests can swap every effect with `.provide()`, and
 * a rule is written once (a chart never copies one). A pure domain module imports values only from
 * other pure domain modules: no package, service, app, view, wallet or configuration, and none of
 * the domain's timer helpers. Type-only imports are free (they vanish at build time). An index.ts
 * may re-export values from its own folder, and a machine file may import a pure helper module of
 * its own folder (the session rules of mint.session.ts).
 */

const MACHINES_DIR = fileURLToPath(new URL('../../machines', import.meta.url));
const DOMAIN_DIR = fileURLToPath(new URL('../../src/domain', import.meta.url));
/** Domain modules with timers or state of their own: effects, which the edge binds. */
const IMPURE_DOMAIN_MODULES = ['sleep.ts', 'loadOnce.ts', 'retry.ts'].map((file) => join(DOMAIN_DIR, file));
const REQUIRED_FILES = (name: string) => [`${name}.machine.ts`, `${name}.types.ts`, `${name}.selectors.ts`, 'index.ts'];

/** './app.machine' but not '../other' or './sub/file': the machine's own folder only. */
const isOwnFolder = (specifier: string) => /^\.\/[^/]+$/.test(specifier);

/** The file a relative specifier names (`./x` is x.ts or x/index.ts), or null. */
function resolveModule(specifier: string, fromFile: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/** Whether a module of src/domain is pure: it, and every module it imports values from. */
function isPureDomainModule(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return true;
  seen.add(file);
  if (!file.startsWith(`${DOMAIN_DIR}/`) || IMPURE_DOMAIN_MODULES.includes(file)) return false;
  return valueImportSpecifiers(readFileSync(file, 'utf8'), file).every((specifier) => {
    const imported = specifier === null ? null : resolveModule(specifier, file);
    return imported !== null && isPureDomainModule(imported, seen);
  });
}

/**
 * A helper module of the machine's own folder (such as mint.session.ts) is pure when it imports
 * values only as a machine file may; a machine, its selectors or its index is not a helper.
 */
function isPureOwnHelper(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return true;
  seen.add(file);
  if (/\.(machine|selectors)\.ts$/.test(file) || basename(file) === 'index.ts') return false;
  return valueImportSpecifiers(readFileSync(file, 'utf8'), file).every(
    (specifier) => specifier !== null && isAllowed(specifier, file, seen),
  );
}

function isAllowed(specifier: string, fileName: string, seen = new Set<string>()): boolean {
  if (specifier === 'xstate' || (basename(fileName) === 'index.ts' && isOwnFolder(specifier))) return true;
  const imported = resolveModule(specifier, fileName);
  if (imported === null) return false;
  return isOwnFolder(specifier) ? isPureOwnHelper(imported, seen) : isPureDomainModule(imported);
}

/**
 * An import clause loads nothing at run time only when it is `import type ...` or every
 * binding is `type`. Under verbatimModuleSyntax `import { type A } from 'x'` still emits
 * `import 'x'`, so a clause with only inline type specifiers counts as a value import too.
 */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  return node.importClause?.isTypeOnly === true;
}

function specifierText(node: ts.Expression | undefined): string | null {
  return node && ts.isStringLiteralLike(node) ? node.text : null;
}

/** A value import of a source text: where, what kind, and from where (null: not a string). */
interface ValueImport {
  line: number;
  describe: (from: string | null) => string;
  from: string | null;
}

function valueImports(sourceText: string, fileName: string): ValueImport[] {
  const source = ts.createSourceFile(
    fileName,
    sourceText,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ValueImport[] = [];
  const add = (node: ts.Node, from: string | null, describe: ValueImport['describe']) => {
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, describe, from });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) {
      add(node, specifierText(node.moduleSpecifier), (from) => `value import from '${from}'`);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      add(node, specifierText(node.moduleSpecifier), (from) => `value re-export from '${from}'`);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly) {
      add(node, null, () => 'import = require(...)');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isDynamicImport || isRequire) {
        add(node, specifierText(node.arguments[0]), (from) => `${isRequire ? 'require' : 'import'}('${from}')`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The specifiers a module loads at run time (null where one is not a plain string). */
function valueImportSpecifiers(sourceText: string, fileName: string): (string | null)[] {
  return valueImports(sourceText, fileName).map((entry) => entry.from);
}

/** Every value import in a source text that the machine rule forbids, as 'line N: ...'. */
function forbiddenValueImports(sourceText: string, fileName: string): string[] {
  return valueImports(sourceText, fileName)
    .filter((entry) => entry.from === null || !isAllowed(entry.from, fileName))
    .map((entry) => `line ${entry.line}: ${entry.describe(entry.from)}`);
}

function machineSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return machineSourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|spec)\./.test(entry) ? [path] : [];
  });
}

const machineFolders = readdirSync(MACHINES_DIR).filter((entry) => statSync(join(MACHINES_DIR, entry)).isDirectory());

describe('machine files', () => {
  it('exist', () => {
    expect(machineFolders.length).toBeGreaterThan(0);
  });

  it.each(machineSourceFiles(MACHINES_DIR).map((path) => [relative(MACHINES_DIR, path), path]))(
    '%s imports values only from xstate and pure domain modules',
    (_name, path) => {
      expect(forbiddenValueImports(readFileSync(path, 'utf8'), path)).toEqual([]);
    },
  );

  it.each(machineFolders)('machines/%s has the machine, types, selectors and index files', (name) => {
    const files = readdirSync(join(MACHINES_DIR, name));
    expect(REQUIRED_FILES(name).filter((file) => !files.includes(file))).toEqual([]);
  });
});

describe('forbiddenValueImports (the checker itself)', () => {
  const check = (text: string, fileName = 'machines/x/x.machine.ts') => forbiddenValueImports(text, fileName);

  it('accepts values from xstate and types from anywhere', () => {
    const text = [
      "import { assign, setup } from 'xstate';",
      "import type { Features } from '../../src/config/features';",
      "import type * as React from 'react';",
      "export type { Other } from './other.types';",
      "export type * from './x.types';",
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('accepts a pure helper of the own folder, not another machine', () => {
    const inMint = join(MACHINES_DIR, 'mintPage', 'mintPage.selectors.ts');
    expect(check("import { IDLE_SESSION } from './mintPage.session';", inMint)).toEqual([]);
    expect(check("import { mintPageMachine } from './mintPage.machine';", inMint)).toEqual([
      "line 1: value import from './mintPage.machine'",
    ]);
  });

  it('rejects value imports from anything but xstate', () => {
    const text = [
      "import { setup } from 'xstate';",
      "import { useState } from 'react';",
      "import config from '../../src/config';",
      "import './side-effect';",
      "import { type Api } from '../../src/services/api';",
      "import { createActor } from 'xstate/graph';",
    ].join('\n');
    expect(check(text)).toEqual([
      "line 2: value import from 'react'",
      "line 3: value import from '../../src/config'",
      "line 4: value import from './side-effect'",
      "line 5: value import from '../../src/services/api'",
      "line 6: value import from 'xstate/graph'",
    ]);
  });

  it('rejects dynamic imports, require and value re-exports', () => {
    const text = [
      "export { fetchSale } from '../../src/services/sale';",
      "export * from '../other/other.machine';",
      "const ethers = await import('ethers');",
      "const fs = require('node:fs');",
      "import os = require('node:os');",
    ].join('\n');
    expect(check(text)).toEqual([
      "line 1: value re-export from '../../src/services/sale'",
      "line 2: value re-export from '../other/other.machine'",
      "line 3: import('ethers')",
      "line 4: require('node:fs')",
      'line 5: import = require(...)',
    ]);
  });

  it('accepts values from pure domain modules, and rejects the impure ones', () => {
    const text = [
      "import { sameAddress } from '../../src/domain/address';",
      "import { isValidEmailAddress } from '../../src/domain/emailAddress';",
      // A timer helper: an effect.
      "import { sleep } from '../../src/domain/sleep';",
      // The data set's schema loads a package (zod).
      "import { parseSaleDataSet } from '../../src/domain/sale/sale.schema';",
      "import { nothing } from '../../src/domain/no-such-module';",
    ].join('\n');
    expect(check(text)).toEqual([
      "line 3: value import from '../../src/domain/sleep'",
      "line 4: value import from '../../src/domain/sale/sale.schema'",
      "line 5: value import from '../../src/domain/no-such-module'",
    ]);
  });

  it('lets index.ts re-export values from its own folder, and only index.ts', () => {
    const text = "export { appMachine } from './app.machine';\nexport * from './app.selectors';";
    expect(check(text, 'machines/app/index.ts')).toEqual([]);
    expect(check(text, 'machines/app/app.selectors.ts')).toEqual([
      "line 1: value re-export from './app.machine'",
      "line 2: value re-export from './app.selectors'",
    ]);
    expect(check("export * from '../other';", 'machines/app/index.ts')).toEqual([
      "line 1: value re-export from '../other'",
    ]);
  });
});
