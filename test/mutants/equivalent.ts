import type { EquivalentMutant } from '../../scripts/test/mutationReport';

/**
 * Mutants of the strict folders (./folders.ts) that no test can kill, because they do not change
 * what the code does for anyone; each says why. `npm run test:mutants` fails on a survivor that is
 * not here, and on an entry here that no longer survives.
 */
export const EQUIVALENT_MUTANTS: readonly EquivalentMutant[] = [
  // src/boot
  // carriedInput.ts reads an entry from session storage: each check refuses what JSON can hold and
  // keepCarriedInput never writes, and what a weakened check lets through still finds no element.
  {
    file: 'src/boot/carriedInput.ts',
    code: "typeof place === 'object' &&",
    mutator: 'ConditionalExpression',
    original: "typeof place === 'object'",
    replacement: 'true',
    reason:
      'A place from JSON that is no object is text, a number or a boolean: none has a `part` that is text, so the next check refuses it.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: "typeof (place as Place).part === 'string' &&",
    mutator: 'ConditionalExpression',
    original: "typeof (place as Place).part === 'string'",
    replacement: 'true',
    reason:
      "partElement compares the part with 'layout' and with each part's attribute, both text, by ===: a part that is not text finds no element, so nothing is restored either way.",
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: '(place as Place).path.every((index) => Number.isInteger(index) && index >= 0);',
    mutator: 'ConditionalExpression',
    original: 'index >= 0',
    replacement: 'true',
    reason: 'A whole number below 0 names no child (`children[-1]` is undefined): the place finds no element.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: "if (typeof item !== 'object' || item === null) return false;",
    mutator: 'ConditionalExpression',
    original: "typeof item !== 'object'",
    replacement: 'false',
    reason: 'An item from JSON that is no object (text, a number, a boolean) has no `place`, which isPlace refuses.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: 'default:',
    mutator: 'ConditionalExpression',
    original: 'default:\n      return false;',
    replacement: 'default:',
    reason: 'Without the return the function ends with undefined, which `every` takes for no, as false.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: "entry = JSON.parse(text ?? 'null');",
    mutator: 'StringLiteral',
    original: "'null'",
    replacement: '""',
    reason:
      'No entry (null) reads as JSON\'s null, which is no object; "" throws into the catch: no input either way, and the key is removed after both.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: '} catch {',
    mutator: 'BlockStatement',
    original: '{\n    return [];\n  }',
    replacement: '{}',
    reason:
      'Text that is no JSON leaves the entry undefined, which the next line refuses as no object: no input, the same answer.',
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: "if (typeof entry !== 'object' || entry === null) return [];",
    mutator: 'ConditionalExpression',
    original: "typeof entry !== 'object'",
    replacement: 'false',
    reason:
      "An entry that is no object (text, a number, a boolean) has no `address` equal to the page's: the next line refuses it.",
  },
  {
    file: 'src/boot/carriedInput.ts',
    code: 'found: stored.filter((input) => !waiting.includes(input)).flatMap((input) => keptInputOf(root, input)),',
    mutator: 'MethodExpression',
    original: 'stored.filter((input) => !waiting.includes(input))',
    replacement: 'stored',
    reason:
      'A waiting text is one whose place holds no element now (that is why it waits): keptInputOf gives nothing for it.',
  },
  {
    file: 'src/boot/earlyInput.ts',
    code: "if (part === 'layout' && !marked(root)) readMark = false;",
    mutator: 'ConditionalExpression',
    original: "part === 'layout'",
    replacement: 'true',
    reason:
      "React's marks only come while the app runs: a root marked when the layout said it was live is marked at every later part's signal, and one that was not has already turned the mark's reading off.",
  },
  {
    file: 'src/boot/earlyInput.ts',
    code: "if (part === 'page' && failOpen === undefined) {",
    mutator: 'ConditionalExpression',
    original: 'failOpen === undefined',
    replacement: 'true',
    reason:
      "A later 'page' signal would start a second count whose end does what the first's did (the mark's reading off, a flush of what is kept); stop() clears the last, and the first's flush then finds nothing kept.",
  },
  {
    file: 'src/boot/deployId.ts',
    code: "const text = response.ok ? (await response.text()).trim() : '';",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'A failed answer stands for a text that is not a deploy id (32 hexadecimal digits); "Stryker was here!" is not one either.',
  },
  {
    file: 'src/boot/freshCode.ts',
    code: "const [before, times] = (sessionStorage.getItem(RELOADED_FOR_KEY) ?? '').split('\\n');",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'No entry stands for a text that names no deploy and address: "Stryker was here!" is not a deploy id followed by an address either, so no reload is counted, as for "".',
  },
  {
    file: 'src/boot/importChunk.ts',
    code: 'let waitingInput: () => readonly KeptInput[] = () => [];',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason:
      'Before the recorder registers, a reload carries what it is given: a text is not an element of the page, so keepCarriedInput keeps nothing of it (root.contains of a non-node is false), as of nothing.',
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
  // scripts/serve
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
  // src/domain
  {
    file: 'src/domain/admin/ethAmount.ts',
    code: 'const magnitude = wei < 0n ? -wei : wei;',
    mutator: 'EqualityOperator',
    original: 'wei < 0n',
    replacement: 'wei <= 0n',
    reason: 'The two differ only at zero, where -0n and 0n are the same bigint (bigints have no negative zero).',
  },
  {
    file: 'src/domain/admin/ethAmount.ts',
    code: "const wei = BigInt(whole || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(WEI_DECIMALS, '0'));",
    mutator: 'StringLiteral',
    original: "'0'",
    replacement: '""',
    reason: "The fallback applies only when whole is empty, and BigInt('') is 0n, the same as BigInt('0').",
  },
  {
    file: 'src/domain/admin/plots.ts',
    code: 'checkInput(text, parseWholeNumber, true, eligibleRefusal);',
    mutator: 'BooleanLiteral',
    original: 'true',
    replacement: 'false',
    reason:
      'checkInput only asks whether what the rules read is null before it applies the refusal, and eligibleRefusal does not read it: false, like true, lets the refusal decide.',
  },
  {
    file: 'src/domain/admin/plots.ts',
    code: 'checkInput(text, parseWholeNumber, true, supplyRefusal);',
    mutator: 'BooleanLiteral',
    original: 'true',
    replacement: 'false',
    reason:
      'checkInput only asks whether what the rules read is null before it applies the refusal, and supplyRefusal does not read it: false, like true, lets the refusal decide.',
  },
  {
    file: 'src/domain/countdown.ts',
    code: 'const total = Number.isFinite(difference) && difference > 0 ? difference : 0;',
    mutator: 'EqualityOperator',
    original: 'difference > 0',
    replacement: 'difference >= 0',
    reason:
      "The two differ only for a difference of exactly 0, where both give a total of 0; date-fns's differenceInSeconds turns a rounded -0 into 0, so no negative zero gets through either.",
  },
  {
    file: 'src/domain/countdown.ts',
    code: "const firstShown = all.findIndex((part) => part.value !== 0 || part.unit === 'seconds');",
    mutator: 'ConditionalExpression',
    original: "part.unit === 'seconds'",
    replacement: 'false',
    reason:
      'The seconds test decides only when every unit is zero; then findIndex gives -1 and all.slice(-1) is the seconds alone, the same as all.slice(3).',
  },
  {
    file: 'src/domain/countdown.ts',
    code: "const firstShown = all.findIndex((part) => part.value !== 0 || part.unit === 'seconds');",
    mutator: 'StringLiteral',
    original: "'seconds'",
    replacement: '""',
    reason:
      'No unit is named "", so the seconds test never holds, as in the mutant above: when every unit is zero findIndex gives -1 and all.slice(-1) is the seconds alone, the same as all.slice(3).',
  },
  // An error class whose constructor always hands super a message of its own (a text built from
  // its arguments, or one the caller must give): the default it gives defineError is never used.
  ...(
    [
      ['errors', 'InvalidDataError', 'invalidData', 'Invalid data format'],
      ['errors', 'InvalidSaleIdError', 'invalidSaleId', 'Invalid sale ID'],
      ['errors', 'RequestTimeoutError', 'timeout', 'The service took too long to answer'],
      ['errors', 'SocialApiError', 'socialApi', 'Social API error'],
      ['errors', 'PendingAuthError', 'pendingAuth', 'Auth pending error'],
      ['remainingCountError', 'RemainingCountError', 'remainingCount', 'Could not fetch the remaining count'],
    ] as const
  ).map(([module, name, code, message]) => ({
    file: `src/domain/errors/${module}.ts`,
    code: `export class ${name} extends defineError('${code}', '${message}') {`,
    mutator: 'StringLiteral',
    original: `'${message}'`,
    replacement: '""',
    reason: `${name} always passes a message of its own to the error it extends, so its default message is never used.`,
  })),
  {
    file: 'src/domain/launchParams.ts',
    code: 'const saleId = saleIdRaw !== null && SALE_ID_PATTERN.test(saleIdRaw) ? saleIdRaw : null;',
    mutator: 'ConditionalExpression',
    original: 'saleIdRaw !== null',
    replacement: 'true',
    reason:
      'Without a saleId both branches give null: the pattern test reads null as "null" and matches, and the kept saleIdRaw is that null.',
  },
  {
    file: 'src/domain/sale/heldToken.ts',
    code: "const type = sale?.tokenType.toLowerCase() ?? '';",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      "The fallback text is used only when no sale is loaded, and any text that is not a key of HELD_TOKEN_NAMES ('bayc', 'mayc') gives the same 'Ape'; \"Stryker was here!\" is not one.",
  },
  {
    file: 'src/domain/sale/pageState.ts',
    code: 'if (!allowForcePage || forcePage === null) return null;',
    mutator: 'ConditionalExpression',
    original: 'forcePage === null',
    replacement: 'false',
    reason:
      'A null forcePage then goes on to Object.hasOwn(FORCE_PAGE_STATES, null), which looks up the key "null" the table does not have, and PAGE_STATES.includes(null), which is false: it still forces nothing.',
  },
  {
    file: 'src/domain/sale/saleState.ts',
    code: 'if (needed) {',
    mutator: 'ConditionalExpression',
    original: 'needed',
    replacement: 'true',
    reason:
      'When no count is needed, fetchRemaining(null, ...) matches no case, calls no fetcher and gives undefined, so remaining stays undefined; and a state that needs no count (no phase, before, after, or not characterPass) does not read remaining.',
  },
  {
    file: 'src/domain/sleep.ts',
    code: 'reject(signal?.reason);',
    mutator: 'OptionalChaining',
    original: 'signal?.reason',
    replacement: 'signal.reason',
    reason:
      'onAbort is only ever added as a listener of the signal (signal?.addEventListener), so it runs only when there is a signal, and both read its reason.',
  },
  {
    file: 'src/domain/storyKey.ts',
    code: 'default:',
    mutator: 'ConditionalExpression',
    original: 'default:\n      return null;',
    replacement: 'default:',
    reason:
      "An input of 1 or 5 and more parts that falls through the switch leaves prefix undefined, which the check right after it rejects with null (PREFIXES.has(undefined) is false), as the default's own return null does; the warning is logged once either way.",
  },
  // src/services
  ...[
    { mutator: 'ObjectLiteral', original: '{ once: true }', replacement: '{}' },
    { mutator: 'BooleanLiteral', original: 'true', replacement: 'false' },
  ].map((mutant) => ({
    file: 'src/services/identityProof/tokenproofWidget.ts',
    code: "signal.addEventListener('abort', onAbort, { once: true });",
    ...mutant,
    reason:
      'A signal is aborted at most once, so its abort event fires once: a listener kept after it never runs again, and one removed on an answer is removed either way.',
  })),
  // machines
  ...[
    { code: "hotWallet: context.hotWallet ?? '',", mutator: 'StringLiteral', original: "''" },
    { code: "nonce: context.coldWallet?.nonce ?? '',", mutator: 'StringLiteral', original: "''" },
    {
      code: "nonce: context.coldWallet?.nonce ?? '',",
      mutator: 'OptionalChaining',
      original: 'context.coldWallet?.nonce',
    },
  ].map(({ code, mutator, original }) => ({
    file: 'machines/whitelistSignUp/whitelistSignUp.machine.ts',
    code,
    mutator,
    original,
    replacement: mutator === 'StringLiteral' ? '"Stryker was here!"' : 'context.coldWallet.nonce',
    reason:
      'The check is output only from signedUp, which canSignUp lets in with a hot wallet and a cold wallet: the fallbacks, there for the output type, never apply.',
  })),
  ...(['hotWallet', 'captchaToken'] as const).map((key) => ({
    file: 'machines/giveaway/giveaway.machine.ts',
    code: `${key}: context.${key} ?? '',`,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'The entry starts only when canEnter found a wallet and a captcha token: the fallback, there for the input type, never applies.',
  })),
  {
    file: 'machines/giveaway/giveaway.machine.ts',
    code: 'captchaBypassed: () => false,',
    mutator: 'ArrowFunction',
    original: '() => false',
    replacement: '() => undefined',
    reason:
      'The unbound captcha rule says no: xstate takes a guard that answers undefined as a no (test/machines/giveaway.machine.test.ts, "the unbound captcha rule bypasses nothing").',
  },
  ...(['campaign', 'walletAddress', 'twitterHandle'] as const).map((key) => ({
    file: 'machines/followVerify/followVerify.machine.ts',
    code: `${key}: context.${key} ?? '',`,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'The subscription check runs only when canCheckSubscription found a campaign and a wallet, after the lookup set the handle: the fallbacks, there for the input type, never apply.',
  })),
  {
    file: 'machines/followVerify/followVerify.selectors.ts',
    code: "snapshot.matches('notSubbed') && snapshot.context.problem?.kind === 'loginGone';",
    mutator: 'OptionalChaining',
    original: 'snapshot.context.problem?.kind',
    replacement: 'snapshot.context.problem.kind',
    reason:
      'Read only in NotSubbed, which every transition enters with setProblem: the problem is never null there (the ?. is for the type, which allows null elsewhere).',
  },
  {
    file: 'machines/mintLogin/mintLogin.machine.ts',
    code: "output: ({ context }) => ({ hotWallet: context.hotWallet ?? '', coldWallet: context.coldWallet }),",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'Done is reached only through nextStep once needsHotWallet says no, that is with a hot wallet: the fallback, there for the output type, never applies.',
  },
  ...[
    {
      code: 'hasMainAccount: ({ context }) => context.account?.mainAccount != null,',
      mutator: 'OptionalChaining',
      original: 'context.account?.mainAccount',
      replacement: 'context.account.mainAccount',
    },
    {
      code: "input: ({ context }) => ({ policyId: context.policyId, nonce: context.account?.nonce ?? '' }),",
      mutator: 'OptionalChaining',
      original: 'context.account?.nonce',
      replacement: 'context.account.nonce',
    },
    {
      code: "input: ({ context }) => ({ policyId: context.policyId, nonce: context.account?.nonce ?? '' }),",
      mutator: 'StringLiteral',
      original: "''",
      replacement: '"Stryker was here!"',
    },
  ].map((mutant) => ({
    file: 'machines/identityProof/identityProof.machine.ts',
    ...mutant,
    reason:
      'CheckingAccount and Refreshing are entered only after setSession put an account in: the ?. and the fallback, there for the type, which allows null elsewhere, never apply.',
  })),
  ...[
    "{ guard: { type: 'hasNonce', params: ({ context }) => ({ nonce: context.nonce ?? '' }) }, target: 'verifying' },",
    "input: ({ context }) => ({ policyId: context.policyId, nonce: context.nonce ?? '' }),",
  ].map((code) => ({
    file: 'machines/identityProof/identityProof.machine.ts',
    code,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      "CheckingNonce and Verifying are entered only after setNonce put the provider's nonce (a string) in: the fallback, there for the type, never applies.",
  })),
  ...[
    { mutator: 'ObjectLiteral', original: "{ viewerLink: '', message: '' }", replacement: '{}' },
    { mutator: 'StringLiteral', original: "''", replacement: '"Stryker was here!"' },
  ].map((mutant) => ({
    file: 'machines/share/share.machine.ts',
    code: "prepared: context.prepared ?? { viewerLink: '', message: '' },",
    ...mutant,
    reason:
      "Posting is entered only from Preparing's done, after setPrepared put the viewer link in: the fallback, there for the input type, never applies.",
  })),
  {
    file: 'machines/socialAuth/socialAuth.machine.ts',
    code: "input: ({ context }) => ({ pendingKey: context.pendingKey ?? '' }),",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      "Polling is entered only after Registering's done put the pending key (a string) in, and from Pausing, which keeps it: the fallback, there for the type, never applies.",
  },
  {
    file: 'machines/socialAuth/socialAuth.selectors.ts',
    code: "snapshot.matches({ loggedOut: 'failed' }) ? snapshot.context.problem : null;",
    mutator: 'ObjectLiteral',
    original: "{ loggedOut: 'failed' }",
    replacement: '{}',
    reason:
      'matches({}) holds only in states with children, LoggedOut and Connecting; of those only Failed keeps a problem (Idle and Connecting clear it on entry, killed mutants), so the answer is the same.',
  },
  ...[
    'isUserRejection: (_, _params: { error: unknown }) => false,',
    'isReplaced: (_, _params: { error: unknown }) => false,',
    'isNetworkFault: (_, _params: { error: unknown }) => false,',
    'treatsReceiptErrorAsSuccess: () => false,',
    'treatsWaitForMintAsSuccess: () => false,',
  ].map((code) => ({
    file: 'machines/mintTransaction/mintTransaction.machine.ts',
    code,
    mutator: 'ArrowFunction',
    original: code.slice(code.indexOf(': ') + 2, -1),
    replacement: '() => undefined',
    reason:
      'An unbound rule says no: xstate takes a guard that answers undefined as a no (test/machines/mintTransaction.machine.test.ts, "the unbound rules").',
  })),
  {
    file: 'machines/mintTransaction/mintTransaction.machine.ts',
    code: "isReverted: (_, params: { result: ReceiptResult }) => params.result.kind === 'mined' && params.result.status !== 1,",
    mutator: 'ConditionalExpression',
    original: "params.result.kind === 'mined'",
    replacement: 'true',
    reason: 'Asked only after isRepriced said no, so the result is always a mined one.',
  },
  ...[
    { mutator: 'ConditionalExpression', original: "event.output.kind === 'repriced'", replacement: 'true' },
    { mutator: 'StringLiteral', original: "''", replacement: '"Stryker was here!"' },
  ].map((mutant) => ({
    file: 'machines/mintTransaction/mintTransaction.machine.ts',
    code: "params: ({ event }) => ({ hash: event.output.kind === 'repriced' ? event.output.hash : '' }),",
    ...mutant,
    reason:
      'The params of setHash and rememberPendingMint (two lines alike) in the isRepriced branch: the result is always a repriced one there, the test only narrows the type.',
  })),
  ...[
    { mutator: 'ConditionalExpression', original: "event.output.kind === 'mined'", replacement: 'true' },
    { mutator: 'ArrayDeclaration', original: '[]', replacement: '["Stryker was here"]' },
  ].map((mutant) => ({
    file: 'machines/mintTransaction/mintTransaction.machine.ts',
    code: "params: ({ event }) => ({ nfts: event.output.kind === 'mined' ? event.output.nfts : [] }),",
    ...mutant,
    reason:
      'setMinted runs only after isRepriced said no, so the result is always a mined one: the test only narrows the type.',
  })),
  ...[
    {
      mutator: 'OptionalChaining',
      original: 'context.signed?.signedTokens',
      replacement: 'context.signed.signedTokens',
    },
    { mutator: 'ArrayDeclaration', original: '[]', replacement: '["Stryker was here"]' },
  ].map((mutant) => ({
    file: 'machines/mintEntrySigning/mintEntrySigning.machine.ts',
    code: 'input: ({ context }) => ({ saleId: context.saleId, tokenIds: context.signed?.signedTokens ?? [] }),',
    ...mutant,
    reason:
      'loadingThumbnails is entered only through the signature, with setSigned: the signature is never null there (the fallback is for the type).',
  })),
  {
    file: 'machines/app/app.machine.ts',
    code: 'target: context.mintTarget ?? { saleId: null, saleType: null },',
    mutator: 'ObjectLiteral',
    original: '{ saleId: null, saleType: null }',
    replacement: '{}',
    reason:
      'The mint flow is spawned only from LoadingFlow, which mintPage.entered enters with setMintTarget: the target is never null there, and the fallback, there for the type, never applies.',
  },
  {
    file: 'machines/app/app.machine.ts',
    code: "stopMint: stopChild(({ context }) => context.mint ?? ''),",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'stopMint runs only as Running is left, and Running is entered only with spawnMint: the mint is never null there, and the fallback, there for the type, never applies.',
  },
  {
    file: 'machines/user/user.machine.ts',
    code: 'watchWallet: fromCallback<UserEvent>(() => () => {}),',
    mutator: 'ArrowFunction',
    original: '() => () => {}',
    replacement: '() => undefined',
    reason:
      'The idle placeholder watcher: a callback actor that returns no clean-up has nothing to clean up, as one that returns an empty one.',
  },
  ...[
    {
      code: 'onExpectedChain: ({ context }) => context.session?.chainId === context.expectedChainId,',
      original: 'context.session?.chainId',
      replacement: 'context.session.chainId',
    },
    {
      code: 'sameAddress(params.accounts[0], context.session?.address),',
      original: 'context.session?.address',
      replacement: 'context.session.address',
    },
    {
      code: "permissions: permissionsFor(context.session?.address ?? '', context.serviceAddress),",
      original: 'context.session?.address',
      replacement: 'context.session.address',
    },
    {
      code: "input: ({ context }) => ({ address: context.session?.address ?? '' }),",
      original: 'context.session?.address',
      replacement: 'context.session.address',
    },
  ].map((mutant) => ({
    file: 'machines/user/user.machine.ts',
    mutator: 'OptionalChaining',
    ...mutant,
    reason:
      'Read only inside LoggedIn (its entry, its regions and its events), which every way in enters with startSession or keeps with switchAccount: the session is never null there (the ?. is for the type).',
  })),
  ...[
    "permissions: permissionsFor(context.session?.address ?? '', context.serviceAddress),",
    "input: ({ context }) => ({ address: context.session?.address ?? '' }),",
  ].map((code) => ({
    file: 'machines/user/user.machine.ts',
    code,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'Read only inside LoggedIn, where the session is never null: the fallback, there for the type, never applies (the screening and holdings inputs alike).',
  })),
  {
    file: 'machines/user/user.machine.ts',
    code: 'chooseOnlyOption: assign(({ context }) => ({ chosenOptionId: context.options[0]?.id ?? null })),',
    mutator: 'OptionalChaining',
    original: 'context.options[0]?.id',
    replacement: 'context.options[0].id',
    reason:
      'Runs only from Deciding, which LoggingIn enters through hasWallet or mustChoose: there is always a first option (the ?. is for the type).',
  },
  {
    file: 'machines/user/user.selectors.ts',
    code: "if (snapshot.matches({ session: { loggedIn: { network: 'wrong' } } })) return 'wrong';",
    mutator: 'ObjectLiteral',
    original: "{ network: 'wrong' }",
    replacement: '{}',
    reason:
      "Asked after Expected and Switching said no: logged in, the network region can only rest in Wrong then (Checking always leaves at once), so 'logged in at all' gives the same answer.",
  },
  {
    file: 'machines/user/user.machine.ts',
    code: "input: ({ context }) => ({ optionId: context.chosenOptionId ?? '' }),",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'Connecting is entered only with chooseOnlyOption or chooseOption, which set the option: the fallback, there for the type, never applies.',
  },
  {
    file: 'machines/newsletterSignUp/newsletterSignUp.machine.ts',
    code: 'isValidEmail: (_args: { context: NewsletterSignUpContext }) => false,',
    mutator: 'ArrowFunction',
    original: '(_args: { context: NewsletterSignUpContext }) => false',
    replacement: '() => undefined',
    reason:
      'The unbound address rule says no: xstate takes a guard that answers undefined as a no (test/machines/newsletterSignUp.machine.test.ts, "the unbound newsletter chart").',
  },
  {
    file: 'machines/mockIdentityProvider/mockIdentityProvider.machine.ts',
    code: "output: ({ context }) => ({ nonce: context.nonce, status: context.answer ?? 'closed' }),",
    mutator: 'StringLiteral',
    original: "'closed'",
    replacement: '""',
    reason:
      'The output is read only in Answered, which every way in enters with recordAnswer: the fallback, there for the type, never applies.',
  },
  ...[
    { file: 'machines/adminFunds/adminFunds.machine.ts', mutator: 'ObjectLiteral', replacement: '{}' },
    { file: 'machines/adminFunds/adminFunds.machine.ts', mutator: 'StringLiteral', replacement: '""' },
    { file: 'machines/plotSale/plotSale.machine.ts', mutator: 'ObjectLiteral', replacement: '{}' },
    { file: 'machines/plotSale/plotSale.machine.ts', mutator: 'StringLiteral', replacement: '""' },
  ].map(({ file, mutator, replacement }) => ({
    file,
    code: "check: { kind: 'empty' },",
    mutator,
    original: mutator === 'ObjectLiteral' ? "{ kind: 'empty' }" : "'empty'",
    replacement,
    reason:
      "The start's check is never read: the form starts in Checking, whose entry checks the text before anything reads it.",
  })),
  ...[
    {
      file: 'machines/adminFunds/adminFunds.machine.ts',
      code: "context.check.kind === 'accepted' ? { direction: context.direction, amount: context.check.value } : null,",
    },
    {
      file: 'machines/adminFunds/adminFunds.machine.ts',
      code: "amount: context.check.kind === 'accepted' ? context.check.value : 0n,",
    },
    {
      file: 'machines/plotSale/plotSale.machine.ts',
      code: "quantity: context.check.kind === 'accepted' ? context.check.value : 0,",
    },
  ].map((mutant) => ({
    ...mutant,
    mutator: 'ConditionalExpression',
    original: "context.check.kind === 'accepted'",
    replacement: 'true',
    reason:
      'Read only while the call runs (or as it ends), which only Acceptable leads to; nothing checks the text again meanwhile (Checking belongs to Editing): the check is always accepted there, the test only narrows the type.',
  })),
  {
    file: 'machines/adminFunds/adminFunds.machine.ts',
    code: 'isUnlinked: ({ context }) => context.user !== null && !context.user.linked,',
    mutator: 'ConditionalExpression',
    original: 'context.user !== null',
    replacement: 'true',
    reason: 'Asked only in Loaded and after Linking, which store the user first: the user is never null there.',
  },
  {
    file: 'machines/adminFunds/adminFunds.selectors.ts',
    code: "if (!loading && error !== null) return { status: 'errored', error };",
    mutator: 'ConditionalExpression',
    original: 'error !== null',
    replacement: 'true',
    reason:
      'Reached, not loading, only without details: that is in Errored, which every way in enters with the error recorded.',
  },
  ...[
    {
      mutator: 'LogicalOperator',
      original: "snapshot.matches({ transfer: { editing: 'refused' } }) && context.check.kind === 'refused'",
      replacement:
        "snapshot.matches({\n  transfer: {\n    editing: 'refused'\n  }\n}) || context.check.kind === 'refused'",
    },
    { mutator: 'ObjectLiteral', original: "{ transfer: { editing: 'refused' } }", replacement: '{}' },
    { mutator: 'ObjectLiteral', original: "{ editing: 'refused' }", replacement: '{}' },
    { mutator: 'ConditionalExpression', original: "context.check.kind === 'refused'", replacement: 'true' },
  ].map((mutant) => ({
    file: 'machines/adminFunds/adminFunds.selectors.ts',
    code: "if (snapshot.matches({ transfer: { editing: 'refused' } }) && context.check.kind === 'refused')",
    ...mutant,
    reason:
      'Checking routes on the check it has just made, and nothing else changes the check: the form is in Refused exactly when the check is a refusal, so either half gives the answer (the second narrows the type).',
  })),
  {
    file: 'machines/adminFunds/adminFunds.selectors.ts',
    code: "if (!snapshot.matches({ transfer: 'confirming' }) || context.check.kind !== 'accepted') return null;",
    mutator: 'ConditionalExpression',
    original: "context.check.kind !== 'accepted'",
    replacement: 'false',
    reason:
      'Confirming is entered only from Acceptable and nothing checks the text meanwhile: the test only narrows the type.',
  },
  {
    file: 'machines/adminFunds/adminFunds.selectors.ts',
    code: 'return { direction: context.direction, amount: context.check.value, sale: context.admin?.sale ?? null };',
    mutator: 'OptionalChaining',
    original: 'context.admin?.sale',
    replacement: 'context.admin.sale',
    reason:
      'An accepted amount needs both balances, so the admin details are loaded, and nothing clears them later (a failed refresh keeps them): the ?. is for the type.',
  },
  {
    file: 'machines/plotSale/plotSale.machine.ts',
    code: "check.kind === 'accepted' ? { setting: params.setting, address: params.address, value: check.value } : null,",
    mutator: 'ConditionalExpression',
    original: "check.kind === 'accepted'",
    replacement: 'true',
    reason: 'acceptSetting runs only after isSettingAccepted checked the same text: the test only narrows the type.',
  },
  ...[
    { code: 'settingSaved: context.pendingSetting?.setting ?? null,', original: 'context.pendingSetting?.setting' },
    { code: "setting: context.pendingSetting?.setting ?? 'eligible',", original: 'context.pendingSetting?.setting' },
    { code: "address: context.pendingSetting?.address ?? '',", original: 'context.pendingSetting?.address' },
    { code: 'value: context.pendingSetting?.value ?? 0,', original: 'context.pendingSetting?.value' },
  ].map((mutant) => ({
    file: 'machines/plotSale/plotSale.machine.ts',
    ...mutant,
    mutator: 'OptionalChaining',
    replacement: mutant.original.replace('?.', '.'),
    reason:
      'Saving is entered only with acceptSetting, which sets the pending setting, and is cleared only as Saving ends: the ?. and the fallbacks are for the type.',
  })),
  ...[
    { code: "setting: context.pendingSetting?.setting ?? 'eligible',", original: "'eligible'", replacement: '""' },
    { code: "address: context.pendingSetting?.address ?? '',", original: "''", replacement: '"Stryker was here!"' },
  ].map((mutant) => ({
    file: 'machines/plotSale/plotSale.machine.ts',
    ...mutant,
    mutator: 'StringLiteral',
    reason: 'Saving always has a pending setting (see the ?. above): the fallback, there for the type, never applies.',
  })),
  ...[
    { mutator: 'LogicalOperator', original: "state === 'loaded' && data", replacement: "state === 'loaded' || data" },
    { mutator: 'ConditionalExpression', original: "state === 'loaded'", replacement: 'true' },
  ].map((mutant) => ({
    file: 'machines/plotSale/plotSale.selectors.ts',
    code: "if (state === 'loaded' && data) return { status: 'loaded', data };",
    ...mutant,
    reason:
      'Each part loads once (Try again only after a failure, before which nothing was loaded): there are data exactly when the part is Loaded.',
  })),
  {
    file: 'machines/plotSale/plotSale.selectors.ts',
    code: "if (state === 'errored') return { status: 'errored', error: error ?? '' };",
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'Errored is entered only with the error recorded: the fallback, there for the type, never applies.',
  },
  {
    file: 'machines/plotSale/plotSale.selectors.ts',
    code: "(['loaded', 'errored'] as const).find((state) => snapshot.matches({ [region]: state })) ?? 'loading';",
    mutator: 'StringLiteral',
    original: "'loading'",
    replacement: '""',
    reason: 'loadView treats any state but loaded and errored as loading: the name of the fallback is never read.',
  },
  // The policy id and the sale id are each read on two lines of the same text.
  ...(
    [
      ["isCharacterPass: ({ context }) => context.sale?.saleType === 'characterPass',", 1],
      ["isCollectionSale: ({ context }) => context.sale?.saleType === 'collection',", 1],
      ['campaign: context.sale?.marketingCampaign || null,', 1],
      ["policyId: context.sale?.tokenproofPolicyId ?? '',", 2],
      ["coldWalletRequired: context.sale?.saleType === 'characterPass',", 1],
      ["saleId: context.sale?.saleId ?? '',", 2],
    ] as const
  ).map(([code, count]) => {
    const original = code.slice(code.indexOf('context.sale?.'), code.search(/ (===|\?\?|\|\|) /));
    return {
      file: 'machines/mintPage/mintPage.machine.ts',
      code,
      count,
      mutator: 'OptionalChaining',
      original,
      replacement: original.replace('?.', '.'),
      reason:
        'Read only on the pages routing enters, and routing is entered only with setLoaded, which keeps the loaded sale (no sale goes to NoSale): the sale is never null there (the ?. is for the type).',
    };
  }),
  ...(
    [
      ["saleId: context.sale?.saleId ?? '',", 2],
      ["nonce: context.pendingCheck?.nonce ?? '',", 1],
      ["hotWallet: context.pendingCheck?.hotWallet ?? '',", 1],
    ] as const
  ).map(([code, count]) => ({
    file: 'machines/mintPage/mintPage.machine.ts',
    code,
    count,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason:
      'A fallback for the type that never applies where it is read: the sale is loaded on every page routing enters; Adding is entered only through hasPendingCheck.',
  })),
  ...[
    { code: "nonce: context.pendingCheck?.nonce ?? '',", original: 'context.pendingCheck?.nonce' },
    { code: "hotWallet: context.pendingCheck?.hotWallet ?? '',", original: 'context.pendingCheck?.hotWallet' },
  ].map((mutant) => ({
    file: 'machines/mintPage/mintPage.machine.ts',
    ...mutant,
    mutator: 'OptionalChaining',
    replacement: mutant.original.replace('?.', '.'),
    reason: 'Adding is entered only through hasPendingCheck: the check is never null there (the ?. is for the type).',
  })),
  ...[
    {
      code: 'if (key === undefined) return [];',
      mutator: 'ConditionalExpression',
      original: 'key === undefined',
      replacement: 'false',
    },
    {
      code: 'if (key === undefined) return [];',
      mutator: 'ArrayDeclaration',
      original: '[]',
      replacement: '["Stryker was here"]',
    },
    {
      code: 'return child === undefined ? [key] : [key, ...activePath(child)];',
      mutator: 'ConditionalExpression',
      original: 'child === undefined',
      replacement: 'false',
    },
    {
      code: 'return child === undefined ? [key] : [key, ...activePath(child)];',
      mutator: 'ArrayDeclaration',
      original: '[key]',
      replacement: '[]',
    },
    {
      code: 'const [key, child] = Object.entries(value)[0] ?? [];',
      mutator: 'ArrayDeclaration',
      original: '[]',
      replacement: '["Stryker was here"]',
    },
    {
      code: 'const page = top !== undefined && PAGE_GROUPS.has(top) ? inner : top;',
      mutator: 'ConditionalExpression',
      original: 'top !== undefined',
      replacement: 'true',
    },
    {
      code: "return page === 'routing' || page === 'routingHome' || page === undefined ? 'Idle' : (page as PageState);",
      mutator: 'ConditionalExpression',
      original: 'page === undefined',
      replacement: 'false',
    },
  ].map((mutant) => ({
    file: 'machines/mintPage/mintPage.selectors.ts',
    ...mutant,
    reason:
      "activePath's guards for a value this chart never has: every compound state of it has exactly one active child, and its groups always hold a page, so no key or child is ever missing.",
  })),
  {
    file: 'machines/mintPage/mintPage.selectors.ts',
    code: "if (snapshot.matches('Errored') && snapshot.context.pageError?.kind === 'loadFailed') return 'errored';",
    mutator: 'OptionalChaining',
    original: 'snapshot.context.pageError?.kind',
    replacement: 'snapshot.context.pageError.kind',
    reason: 'Errored is entered only with a page error set: the ?. is for the type.',
  },
  {
    file: 'machines/mintPage/mintPage.session.ts',
    code: 'return (sale?.followSocials ?? [])',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'A text in the list has no `required`: the filter drops it, and no sale still requires no follows.',
  },
  {
    file: 'machines/mintPage/mintPage.session.ts',
    code: ".filter((follow) => follow.required && follow.type === 'twitter')",
    mutator: 'ConditionalExpression',
    original: "follow.type === 'twitter'",
    replacement: 'true',
    reason:
      "The sale's schema admits only Twitter follows (src/domain/sale/sale.schema.ts): the test says which kind is meant.",
  },
  {
    file: 'machines/contactForm/contactForm.machine.ts',
    code: 'isValidEmail: (_args: { context: ContactFormContext }) => false,',
    mutator: 'ArrowFunction',
    original: '(_args: { context: ContactFormContext }) => false',
    replacement: '() => undefined',
    reason:
      'The unbound e-mail rule says no: xstate takes a guard that answers undefined as a no, so the form never submits either way (test/machines/contactForm.machine.test.ts, "without the e-mail rule bound").',
  },
];
