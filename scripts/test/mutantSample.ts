/**
 * A sample of 20 mutants for `npm run test:mutants` (scripts/test/mutants.ts), in the kinds the
 * test-run issue names: sale phase and state boundaries, the redirect and link allow-lists, ETH
 * parsing, the receipt wait's replacement checks, wallet error mapping, the share abort, the
 * giveaway's captcha rule and the minting delays. Each names the tests that must kill it.
 */
export interface Mutant {
  kind: string;
  /** From the project root. */
  file: string;
  /** A fragment that occurs exactly once in `file`. */
  from: string;
  to: string;
  /** What the mutant breaks for users. */
  breaks: string;
  /** The vitest files that must fail against it. */
  tests: readonly string[];
}

export const MUTANT_SAMPLE: readonly Mutant[] = [
  {
    kind: 'sale phase boundary',
    file: 'src/domain/sale/salePhases.ts',
    from: "if (time < window.startDate.getTime()) return 'before';",
    to: "if (time <= window.startDate.getTime()) return 'before';",
    breaks:
      "At exactly startDate a phase is still 'before' instead of 'during', so the page does not flip to the live phase when the countdown reaches zero.",
    tests: ['test/unit/domain/salePhases.test.ts', 'test/unit/domain/saleState.test.ts'],
  },
  {
    kind: 'sale phase boundary',
    file: 'src/domain/sale/salePhases.ts',
    from: 'time < window.endDate.getTime()',
    to: 'time <= window.endDate.getTime()',
    breaks:
      "The end becomes inclusive: at exactly endDate a phase is still 'during', so it overlaps the next phase starting at the same instant and currentPhase keeps the ended sign-up.",
    tests: ['test/unit/domain/salePhases.test.ts'],
  },
  {
    kind: 'sale state boundary',
    file: 'src/domain/sale/saleState.ts',
    from: "if (remaining !== undefined && remaining > 0) return 'open';",
    to: "if (remaining !== undefined && remaining >= 0) return 'open';",
    breaks: 'A characterPass sale with 0 spots or 0 supply left reads as open instead of outOfSpots/outOfSupply.',
    tests: ['test/unit/domain/saleState.test.ts'],
  },
  {
    kind: 'sale state boundary',
    file: 'src/services/mock/mockWhitelist.ts',
    from: 'if (spots <= 0) return { added: 0, count: 0 };',
    to: 'if (spots < 0) return { added: 0, count: 0 };',
    breaks:
      'The mock whitelist still adds a wallet when no spots are left (0), taking the remaining spots to -1 instead of answering added 0, count 0.',
    tests: ['test/unit/services/mock/mockSaleService.test.ts'],
  },
  {
    kind: 'redirect allow-list',
    file: 'src/domain/safeRedirect.ts',
    from: 'if (url.origin !== origin) return null;',
    to: 'if (url.protocol !== new URL(origin).protocol) return null;',
    breaks:
      "Only the scheme is compared, so a protocol-relative target such as '//evil.example' (another host) is accepted as the path '/' instead of being rejected.",
    tests: ['test/unit/domain/safeRedirect.test.ts', 'test/unit/domain/launchParams.test.ts'],
  },
  {
    kind: 'redirect allow-list',
    file: 'src/domain/safeRedirect.ts',
    from: 'if (/^[/\\\\]{2}/.test(path)) return null;',
    to: 'if (/^[/\\\\]{3}/.test(path)) return null;',
    breaks:
      "A path that only becomes '//host' after URL normalisation ('/..//evil.example', '/.//evil.example') is returned and would be read as another host.",
    tests: ['test/unit/domain/safeRedirect.test.ts'],
  },
  {
    kind: 'link allow-list',
    file: 'src/domain/linkTarget.ts',
    from: "parsed.protocol === 'https:' || parsed.protocol === 'http:'",
    to: "parsed.protocol !== 'javascript:'",
    breaks:
      "External links are no longer restricted to http(s): a 'data:' (or 'file:', 'about:') link from sale data or a frame page request becomes an external link.",
    tests: ['test/unit/domain/linkTarget.test.ts', 'test/unit/domain/frameMessages.test.ts'],
  },
  {
    kind: 'link allow-list',
    file: 'src/domain/launchParams.ts',
    from: 'allowedOrigins.includes(url.origin)',
    to: 'allowedOrigins.some((allowed) => url.origin.startsWith(allowed))',
    breaks:
      "The creator frame's appUrl is matched by prefix, so 'https://creator.example.evil.example' is framed as if it were the allowed creator app.",
    tests: ['test/unit/domain/launchParams.test.ts'],
  },
  {
    kind: 'ETH parsing',
    file: 'src/domain/admin/ethAmount.ts',
    from: 'if (fraction.length > WEI_DECIMALS) return null;',
    to: 'if (fraction.length >= WEI_DECIMALS) return null;',
    breaks:
      "An amount with exactly 18 decimals (down to 1 wei, e.g. '1.000000000000000001') is refused, and formatEth output of such amounts no longer reads back.",
    tests: ['test/unit/domain/admin/ethAmount.test.ts'],
  },
  {
    kind: 'ETH parsing',
    file: 'src/domain/admin/ethAmount.ts',
    from: "return sign === '-' ? -wei : wei;",
    to: 'return sign ? -wei : wei;',
    breaks:
      "An explicit plus sign ('+1') is parsed as a negative amount, so a typed deposit or withdrawal of +1 ETH becomes -1 ETH.",
    tests: ['test/unit/domain/admin/ethAmount.test.ts'],
  },
  {
    kind: 'receipt wait replacement',
    file: 'src/wallet/browser/ethersWallet.ts',
    from: 'sameAddress(replacement.to, sent.to) && replacement.data === sent.data && replacement.value === sent.value;',
    to: 'sameAddress(replacement.to, sent.to) && replacement.value === sent.value;',
    breaks:
      "Another call to the same contract in our nonce slot (different calldata) is taken for a speed-up and resolves 'repriced' instead of rejecting with TransactionReplacedError.",
    tests: ['test/unit/wallet/receiptWait.test.ts'],
  },
  {
    kind: 'receipt wait replacement',
    file: 'src/wallet/browser/ethersWallet.ts',
    from: 'if (await browserProvider.getTransactionReceipt(hash)) throw NOT_MINED;',
    to: 'if (false) throw NOT_MINED;',
    breaks:
      "Our own transaction mined between the receipt poll and the nonce check is no longer re-checked, so it is found as the nonce's 'replacement' and reported repriced instead of mined.",
    tests: ['test/unit/wallet/receiptWait.test.ts'],
  },
  {
    kind: 'wallet error mapping',
    file: 'src/wallet/walletErrors.ts',
    from: "[4001, 'userRejected'],",
    to: "[4001, 'requestPending'],",
    breaks:
      'A user rejection (4001, and ethers ACTION_REJECTED) maps to requestPending, so the catalogue shows the prompt-already-open message instead of the rejection one.',
    tests: ['test/unit/wallet/walletErrors.test.ts', 'test/unit/wallet/browserWalletAdapter.test.ts'],
  },
  {
    kind: 'wallet error mapping',
    file: 'src/wallet/walletErrors.ts',
    from: "[4902, 'unknownChain'],",
    to: "[4902, 'unsupported'],",
    breaks:
      'A switch to a network the wallet does not know (EIP-3326 4902) maps to unsupported instead of unknownChain, so the wrong-network flow cannot tell it apart.',
    tests: ['test/unit/wallet/walletErrors.test.ts', 'test/unit/wallet/browserWalletAdapter.test.ts'],
  },
  {
    kind: 'wallet error mapping',
    file: 'src/wallet/walletErrors.ts',
    from: 'if (code === INTERNAL_ERROR) internal = code;',
    to: 'if (code === INTERNAL_ERROR) return code;',
    breaks:
      'A -32603 wrapper (MetaMask Mobile) is no longer looked through, so a user rejection wrapped in data.originalError maps to failed instead of userRejected.',
    tests: ['test/unit/wallet/walletErrors.test.ts'],
  },
  {
    kind: 'share abort',
    file: 'src/app/bindings/share.ts',
    from: "error.name === 'AbortError'",
    to: "error.name === 'NotAllowedError'",
    breaks:
      'Closing the Web Share sheet (AbortError) is no longer a ShareAbortedError, so it is logged as a failed share and minting goes on instead of recording UserAbort and giving the button back.',
    tests: ['test/machines/share.machine.test.ts'],
  },
  {
    kind: 'share abort',
    file: 'src/app/bindings/share.ts',
    from: 'socialV1.tweet(credentials, prepared.message, storyKey, signal);',
    to: 'socialV1.tweet(credentials, prepared.message, storyKey);',
    breaks:
      "The tweet request no longer gets the actor's AbortSignal, so it keeps running after the 120 s share window (or the flow) stops it.",
    tests: ['test/machines/share.machine.test.ts'],
  },
  {
    kind: 'giveaway captcha rule',
    file: 'machines/giveaway/giveaway.machine.ts',
    from: 'context.captchaToken !== null,',
    to: 'context.captchaToken !== undefined,',
    breaks:
      'The entry button is enabled before the captcha is solved (and after it expired) outside the mock environment, so a registration can be sent without a captcha token.',
    tests: ['test/machines/giveaway.machine.test.ts'],
  },
  {
    kind: 'minting delays',
    file: 'src/services/mock/mockDelays.ts',
    from: 'signing: 5000,',
    to: 'signing: 500,',
    breaks: "The mock sign-for-mint takes 0.5 s instead of the spec's 5 s (ten times the base delay).",
    tests: ['test/unit/services/mock/mockParts.test.ts', 'test/unit/services/mock/mockSaleService.test.ts'],
  },
  {
    kind: 'minting delays',
    file: 'machines/mintTransaction/mintTransaction.machine.ts',
    from: 'receiptRetryDelay: 5_000,',
    to: 'receiptRetryDelay: 500,',
    breaks: 'After a network fault while waiting for the mint receipt the flow polls again after 0.5 s instead of 5 s.',
    tests: ['test/machines/mintTransaction.machine.test.ts'],
  },
];
