import type { EquivalentMutant } from '../../scripts/test/mutationReport';

/**
 * Mutants of the strict folders (./folders.ts) that no test can kill, because they do not change
 * what the code does for anyone; each says why. `npm run test:mutants` fails on a survivor that is
 * not here, and on an entry here that no longer survives.
 */
export const EQUIVALENT_MUTANTS: readonly EquivalentMutant[] = [
  // src/boot
  {
    file: 'src/boot/importChunk.ts',
    code: "? !/javascript/.test(response.headers.get('content-type') ?? '')",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'An answer of no type stands for a text without "javascript" in it; any such text gives the same answer.',
  },
  ...[
    {
      mutator: 'OptionalChaining',
      original: 'document.getElementById(PAGE_CHUNKS_ID)?.textContent',
      replacement: 'document.getElementById(PAGE_CHUNKS_ID).textContent',
    },
    { mutator: 'StringLiteral', original: "'[]'", replacement: '""' },
  ].map((mutant) => ({
    file: 'src/boot/pageChunks.ts',
    code: "list = JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '[]');",
    ...mutant,
    reason:
      'A page without the list either way ends in the catch (a TypeError or a SyntaxError), which reads no chunks, as "[]" does.',
  })),
  {
    file: 'src/boot/pageChunks.ts',
    code: '} catch {',
    mutator: 'BlockStatement',
    original: '{\n    return [];\n  }',
    replacement: '{}',
    reason: 'Without the early return the list stays undefined, which is not an array: no chunks, the same answer.',
  },
  {
    file: 'src/boot/replayInput.ts',
    code: "field.value = value === '' ? ' ' : '';",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'Any first value other than the one replayed makes the second assignment a change React sees; only a visitor who typed exactly "Stryker was here!" could tell.',
  },
  ...[
    {
      code: "const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;",
      original: "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set",
      replacement: "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value').set",
    },
    { code: 'setter?.call(field, value);', original: 'setter?.call', replacement: 'setter.call' },
  ].map((mutant) => ({
    file: 'src/boot/replayInput.ts',
    mutator: 'OptionalChaining',
    ...mutant,
    reason:
      'A field is an input, a textarea or a select, whose prototypes always have a value setter: the guard never applies.',
  })),
  {
    file: 'src/boot/replayInput.ts',
    code: 'if (checkedAfter !== null) (target as HTMLInputElement).checked = !checkedAfter;',
    mutator: 'ConditionalExpression',
    original: 'checkedAfter !== null',
    replacement: 'true',
    reason:
      'Only a checkbox or radio is kept with a state; setting `checked` on any other element only adds a property nothing reads.',
  },
  // scripts/serve
  ...[
    { mutator: 'ConditionalExpression', replacement: 'false' },
    { mutator: 'EqualityOperator', replacement: 'digits.length >= 15' },
  ].map((mutant) => ({
    file: 'scripts/serve/byteRange.ts',
    code: 'const position = (digits: string) => (digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits));',
    original: 'digits.length > 15',
    ...mutant,
    reason:
      'A number of 15 digits or more is past the end of any file this server holds, whether it is read exactly, approximately or as MAX_SAFE_INTEGER: the same range either way.',
  })),
  {
    file: 'scripts/serve/byteRange.ts',
    code: "const [, first = '', last = ''] = match;",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'Both groups of the pattern match at least the empty text, so the defaults never apply (listed once for each).',
  },
  ...[
    { mutator: 'ConditionalExpression', replacement: 'false' },
    { mutator: 'EqualityOperator', replacement: 'separator <= 0' },
  ].map((mutant) => ({
    file: 'scripts/serve/byteRange.ts',
    code: "if (separator < 0 || header.slice(0, separator).trim().toLowerCase() !== 'bytes') return WHOLE;",
    original: 'separator < 0',
    ...mutant,
    reason:
      'Without an "=" (or with one first) the text before it is not "bytes" but for "bytes" plus one character, which then parses as one invalid range: the whole file either way.',
  })),
  {
    file: 'scripts/serve/contentCoding.ts',
    code: "const [name = '', ...parameters] = element.split(';').map((part) => part.trim().toLowerCase());",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'Splitting gives at least one part, so the default never applies.',
  },
  ...[
    { mutator: 'ConditionalExpression', original: "name === ''", replacement: 'false' },
    { mutator: 'StringLiteral', original: "''", replacement: '"Stryker was here!"' },
  ].map((mutant) => ({
    file: 'scripts/serve/contentCoding.ts',
    code: "if (name === '') continue;",
    ...mutant,
    reason: 'A weight kept for an empty name is never read: only the codings, `identity` and `*` are looked up.',
  })),
  {
    file: 'scripts/serve/contentCoding.ts',
    code: "const weight = q === undefined ? 1 : /^q\\s*=\\s*(0(\\.\\d{0,3})?|1(\\.0{0,3})?)$/.test(q) ? Number(q.split('=')[1]) : 0;",
    mutator: 'Regex',
    original: '/^q\\s*=\\s*(0(\\.\\d{0,3})?|1(\\.0{0,3})?)$/',
    replacement: '/^q\\s*=\\s*(0(\\.\\d{0,3})|1(\\.0{0,3})?)$/',
    reason: 'It refuses only "q=0" as malformed, and a malformed weight counts as 0: the weight "q=0" gives.',
  },
  ...[
    { mutator: 'ObjectLiteral', original: "{ kind: 'whole' }", replacement: '{}' },
    { mutator: 'StringLiteral', original: "'whole'", replacement: '""' },
  ].map((mutant) => ({
    file: 'scripts/serve/sendSiteFile.ts',
    code: "if (status !== undefined) return send(request, response, chosen, status, { kind: 'whole' });",
    ...mutant,
    reason: '`send` sends the whole file for any range that is not a part.',
  })),
  ...[
    { mutator: 'ConditionalExpression', original: "request.method === 'HEAD'", replacement: 'false' },
    { mutator: 'StringLiteral', original: "'HEAD'", replacement: '""' },
  ].map((mutant) => ({
    file: 'scripts/serve/sendSiteFile.ts',
    code: "if (request.method === 'HEAD' || chosen.size === 0) {",
    ...mutant,
    reason:
      "Node's server sends no body in an answer to HEAD whatever is written to it: the early end only spares reading the file.",
  })),
  {
    file: 'scripts/serve/buildFiles.ts',
    code: "const digest = createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22);",
    mutator: 'MethodExpression',
    original: "createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22)",
    replacement: "createHash('sha256').update(readFileSync(path)).digest('base64url')",
    reason:
      "The whole digest is as strong a validator as its first 22 characters (132 bits); a tag's length is no contract.",
  },
  {
    file: 'scripts/serve/hostingServer.ts',
    code: "server.off('error', reject);",
    mutator: 'StringLiteral',
    original: "'error'",
    replacement: '""',
    reason: 'Once listening the promise has settled, so a later call of `reject` does nothing.',
  },
  {
    file: 'scripts/serve/preconditions.ts',
    code: 'const tags: string[] = header.match(/(?:W\\/)?"[^"]*"/g) ?? [];',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: "A text without quotes never equals the file's quoted tag.",
  },
  {
    file: 'scripts/serve/preconditions.ts',
    code: 'return ifUnmodifiedSince === undefined || unmodifiedSince(ifUnmodifiedSince, lastModified);',
    mutator: 'ConditionalExpression',
    original: 'ifUnmodifiedSince === undefined',
    replacement: 'false',
    reason:
      'An absent date does not parse, and a date that does not parse is ignored: the precondition holds either way.',
  },
];
