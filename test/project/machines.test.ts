// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Architecture rule 2: a machine file imports values only from 'xstate', so Stately's tools
 * can read it and tests can swap every effect with `.provide()`. Type-only imports are free
 * (they vanish at build time). An index.ts may re-export values from its own folder.
 */

const MACHINES_DIR = fileURLToPath(new URL('../../machines', import.meta.url));
const REQUIRED_FILES = (name: string) => [`${name}.machine.ts`, `${name}.types.ts`, `${name}.selectors.ts`, 'index.ts'];

/** './app.machine' but not '../other' or './sub/file': the machine's own folder only. */
const isOwnFolder = (specifier: string) => /^\.\/[^/]+$/.test(specifier);

function isAllowed(specifier: string, fileName: string): boolean {
  return specifier === 'xstate' || (basename(fileName) === 'index.ts' && isOwnFolder(specifier));
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

/** Every value import in a source text that the machine rule forbids, as 'line N: ...'. */
function forbiddenValueImports(sourceText: string, fileName: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    sourceText,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`line ${line + 1}: ${what}`);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) {
      const from = specifierText(node.moduleSpecifier);
      if (from === null || !isAllowed(from, fileName)) report(node, `value import from '${from}'`);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const from = specifierText(node.moduleSpecifier);
      if (from === null || !isAllowed(from, fileName)) report(node, `value re-export from '${from}'`);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly) {
      report(node, 'import = require(...)');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isDynamicImport || isRequire) {
        const from = specifierText(node.arguments[0]);
        if (from === null || !isAllowed(from, fileName)) report(node, `${isRequire ? 'require' : 'import'}('${from}')`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
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
    '%s imports values only from xstate',
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
