import type { Page } from '@playwright/test';
import { Interface, toQuantity, type TransactionResponse } from 'ethers';
import { MINT_MESSAGES } from '../../src/domain/errors/mintMessages';
import { runClockUntil, runUntilVisible, type ClockWait } from '../e2e/clock';
import { expect, test, type Harness, type TestWallet } from './chainTest';
import type { ForwardedRequest } from './chainWallet';
import { mint, proveApes } from './flowSteps';
import { APE_TOKENS, CHAIN_ID, OTHER_CHAIN_ID, SALE_ID, SOCIAL_LOGIN_PARAM } from './harness/chainSetup';

/**
 * The Character Pass mint on a real chain (issue 13): the production build on the HTTP services,
 * the reference backend signing for the deployed contract, and the injected wallet sending to Anvil.
 * Each case ends in its page state and text, and the chain is checked: what the hot wallet owns
 * and how many transactions it sent.
 */

const MINTED = 'Congrats! You minted a Character Pass!';
const FAILED = 'Minting failed. Please try again.';
const PASSES = BigInt(APE_TOKENS.length);

/** A v1 Twitter login (the `auth` launch parameter), as share to mint needs one. */

/** The contract's custom errors (test/chain/contracts/SignatureMintPass.sol). */
const PASS_ERRORS = new Interface([
  'error InvalidSignature()',
  'error WrongMinter(address hotWallet, address sender)',
  'error SignatureExpired(uint256 expiry)',
  'error NonceUsed(uint256 nonce)',
  'error NothingToMint()',
]);

/** The name of the custom error in revert data (a node's error answer, or ethers' CALL_EXCEPTION). */
function customError(revert: { data?: unknown } | undefined): string | undefined {
  return typeof revert?.data === 'string' ? PASS_ERRORS.parseError(revert.data)?.name : undefined;
}

/** The custom error the node refused the wallet's only gas estimate with. */
function estimateRevert(wallet: TestWallet): string | undefined {
  const estimates: ForwardedRequest[] = wallet.forwarded('eth_estimateGas');
  expect(estimates).toHaveLength(1);
  return customError(estimates[0]!.error);
}

const mintButton = (page: Page) => mint(page).getByRole('button', { name: 'MINT!' });
const failure = (page: Page) => mint(page).getByRole('alert').filter({ hasText: FAILED });
const transactionLink = (page: Page) => mint(page).getByRole('link', { name: 'View the transaction' });

/** /bayc to MintShare: the hot wallet, the identity proof, the backend's signature and NEXT. */
async function reachMintShare(page: Page) {
  await page.clock.install();
  await page.goto(`/${SALE_ID}?auth=${SOCIAL_LOGIN_PARAM}`);
  await expect(mint(page).getByRole('heading', { name: 'The Mint is now live!' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'Log in to mint' }).click();
  await mint(page).getByRole('button', { name: 'Connect hot wallet' }).click();
  await proveApes(page);
  await expect(mint(page).getByRole('heading', { name: 'Finalize Mint' })).toBeVisible();
  await mint(page).getByRole('button', { name: 'NEXT' }).click();
  await expect(mint(page).getByRole('heading', { name: 'Ready to enter Storyverse!' })).toBeVisible();
}

/**
 * How long, in page time, a mint may take to end: the receipt is polled every second on the
 * page's clock, which the wait runs on (test/e2e/clock.ts), so the polls cost no real time.
 */
const MINT_END: ClockWait = { limit: 120_000, check: 100 };

/** Moves the clock on until the mint ends on Minted. */
async function expectMinted(page: Page) {
  await runUntilVisible(page, mint(page).getByRole('heading', { name: MINTED }), MINT_END);
}

/** The hash the page shows for the sent transaction (its explorer link: https://explorer.chain.test/tx/{hash}). */
async function shownHash(page: Page): Promise<string> {
  const href = await transactionLink(page).getAttribute('href');
  const hash = /\/tx\/(0x[0-9a-f]{64})$/.exec(href ?? '')?.[1];
  if (!hash) throw new Error(`no transaction hash in ${href}`);
  return hash;
}

/**
 * Mints with the node's automine off: the app sends its one transaction, shows its hash, and its
 * receipt wait looks the transaction up once (so it knows the sender's nonce slot). Returns it,
 * pending in the node's pool until the test mines a block.
 */
async function mintHeldInPool(page: Page, harness: Harness, wallet: TestWallet): Promise<TransactionResponse> {
  await harness.rpc('evm_setAutomine', [false]);
  await mintButton(page).click();
  await expect(transactionLink(page)).toBeVisible();
  const hash = await shownHash(page);
  await expect
    .poll(() => wallet.forwarded('eth_getTransactionByHash').some(({ params }) => params[0] === hash))
    .toBe(true);
  const sent = await harness.chain.getTransaction(hash);
  expect(sent?.blockNumber).toBeNull();
  return sent!;
}

/** What the chain holds for the hot wallet: transactions sent (its nonce) and passes owned. */
async function expectOnChain(harness: Harness, hotWallet: string, { sent, passes }: { sent: number; passes: bigint }) {
  expect(await harness.chain.getTransactionCount(hotWallet)).toBe(sent);
  expect(await harness.pass.balanceOf(hotWallet)).toBe(passes);
}

/** What a wallet's speed up or cancel does: the same nonce, twice the fees. */
async function replace(
  harness: Harness,
  sent: TransactionResponse,
  instead: { to: string; data: string; value: bigint },
) {
  const double = (fee: bigint | null) => toQuantity((fee ?? 1_000_000_000n) * 2n);
  return (await harness.rpc('eth_sendTransaction', [
    {
      from: sent.from,
      to: instead.to,
      data: instead.data,
      value: toQuantity(instead.value),
      nonce: toQuantity(sent.nonce),
      gas: toQuantity(sent.gasLimit),
      maxFeePerGas: double(sent.maxFeePerGas),
      maxPriorityFeePerGas: double(sent.maxPriorityFeePerGas),
    },
  ])) as string;
}

test('a holder mints: the hot wallet owns the passes, the explorer link carries the real hash', async ({
  page,
  harness,
  hotWallet,
}) => {
  await reachMintShare(page);
  await mintButton(page).click();
  await expectMinted(page);

  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
  const hash = await shownHash(page);
  const receipt = await harness.chain.getTransactionReceipt(hash);
  expect(receipt).toMatchObject({ status: 1, to: harness.pass.address });
  expect(receipt!.from.toLowerCase()).toBe(hotWallet);
  await expect(mint(page).getByRole('list', { name: 'Minted' }).getByRole('listitem')).toHaveCount(APE_TOKENS.length);
  expect(await harness.pass.ownerOf(1n)).toBe(hotWallet);
  // The backend is told which transaction to confirm.
  const confirmations = (await harness.calls()).filter((call) => call.path.endsWith('/waitForMintingOf'));
  expect(confirmations).toMatchObject([{ status: 200, body: { txHash: hash, mintTo: hotWallet } }]);

  // Replay protection: the same signed message cannot mint again.
  const sent = await harness.chain.getTransaction(hash);
  const replay = await harness.chain.estimateGas({ from: hotWallet, to: sent!.to, data: sent!.data }).then(
    () => undefined,
    (error: { data?: unknown }) => error,
  );
  expect(customError(replay)).toBe('NonceUsed');
});

test('the user rejects the transaction in the wallet: nothing is sent, and MINT! tries again', async ({
  page,
  harness,
  hotWallet,
  wallet,
}) => {
  await reachMintShare(page);
  await wallet.rejectNext('eth_sendTransaction');
  await mintButton(page).click();
  await expect(failure(page)).toContainText(MINT_MESSAGES.transactionRejected);
  await expectOnChain(harness, hotWallet, { sent: 0, passes: 0n });

  await mintButton(page).click();
  await expectMinted(page);
  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
});

test('a mint that reverts at gas estimation (a signature the contract does not trust) sends nothing', async ({
  page,
  harness,
  hotWallet,
  wallet,
}) => {
  await harness.nextMint({ signedBy: 'stranger' });
  await reachMintShare(page);
  await mintButton(page).click();
  await expect(failure(page)).toBeVisible();
  expect(estimateRevert(wallet)).toBe('InvalidSignature');
  expect(wallet.forwarded('eth_sendTransaction')).toHaveLength(0);
  await expectOnChain(harness, hotWallet, { sent: 0, passes: 0n });
});

test('a mint that reverts on chain (receipt status 0) fails, with the transaction spent and nothing minted', async ({
  page,
  harness,
  hotWallet,
}) => {
  // The mint backend's gas limit is too low for the mint: the wallet sends it as it is.
  await harness.nextMint({ gasLimit: 40_000 });
  await reachMintShare(page);
  await mintButton(page).click();
  await runUntilVisible(page, failure(page), MINT_END);

  await expectOnChain(harness, hotWallet, { sent: 1, passes: 0n });
  const [sent] = await harness.chain.send('eth_getBlockByNumber', ['latest', true]).then((block) => block.transactions);
  expect((await harness.chain.getTransactionReceipt(sent.hash))?.status).toBe(0);
  // No confirmation is asked of the backend for a reverted mint.
  expect((await harness.calls()).filter((call) => call.path.endsWith('/waitForMintingOf'))).toEqual([]);
});

test('an expired signature fails before sending; Back signs again and the mint goes through', async ({
  page,
  harness,
  hotWallet,
  wallet,
}) => {
  await harness.nextMint({ expiresInSeconds: -60 });
  await reachMintShare(page);
  await mintButton(page).click();
  await expect(failure(page)).toBeVisible();
  expect(estimateRevert(wallet)).toBe('SignatureExpired');
  expect(wallet.forwarded('eth_sendTransaction')).toHaveLength(0);

  await mint(page).getByRole('button', { name: 'Back' }).click();
  await mint(page).getByRole('button', { name: 'NEXT' }).click();
  await mintButton(page).click();
  await expectMinted(page);
  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
  const signings = (await harness.calls()).filter((call) => call.path.includes('/signForMint/'));
  expect(signings).toHaveLength(2);
});

test('a speed up in the wallet (the same mint repriced) is followed to its success', async ({
  page,
  harness,
  hotWallet,
  wallet,
}) => {
  await reachMintShare(page);
  const sent = await mintHeldInPool(page, harness, wallet);
  const repriced = await replace(harness, sent, { to: sent.to!, data: sent.data, value: sent.value });
  await harness.rpc('evm_mine');

  await expectMinted(page);
  expect(await shownHash(page)).toBe(repriced);
  expect(await harness.chain.getTransactionReceipt(sent.hash)).toBeNull();
  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
});

test('a cancel in the wallet fails clearly, and nothing is minted', async ({ page, harness, hotWallet, wallet }) => {
  await reachMintShare(page);
  const sent = await mintHeldInPool(page, harness, wallet);
  await replace(harness, sent, { to: sent.from, data: '0x', value: 0n });
  await harness.rpc('evm_mine');

  await runClockUntil(
    page,
    (timeout) => expect(failure(page)).toContainText(MINT_MESSAGES.transactionCancelled, { timeout }),
    MINT_END,
  );
  await expectOnChain(harness, hotWallet, { sent: 1, passes: 0n });
});

test.describe('a wallet on another chain', () => {
  test.use({ walletChainId: OTHER_CHAIN_ID });

  test('is switched to the expected chain before anything is sent', async ({ page, harness, hotWallet, wallet }) => {
    await reachMintShare(page);
    await mintButton(page).click();
    await expectMinted(page);

    const sends = wallet.forwarded('eth_sendTransaction');
    expect(sends.map(({ chainId }) => chainId)).toEqual([CHAIN_ID]);
    expect(await harness.other.getTransactionCount(hotWallet)).toBe(0);
    await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
  });
});

test('a reload during Minting resumes the wait and mints exactly once', async ({
  page,
  harness,
  hotWallet,
  wallet,
}) => {
  await reachMintShare(page);
  const sent = await mintHeldInPool(page, harness, wallet);

  await page.reload();
  await expect(transactionLink(page)).toBeVisible();
  expect(await shownHash(page)).toBe(sent.hash);
  await harness.rpc('evm_mine');
  await expectMinted(page);

  expect(wallet.forwarded('eth_sendTransaction')).toHaveLength(1);
  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
  const prepared = (await harness.calls()).filter((call) => call.path.endsWith('/methods/signatureMint'));
  expect(prepared).toHaveLength(1);
});

test('a double click on MINT! sends one transaction', async ({ page, harness, hotWallet, wallet }) => {
  await reachMintShare(page);
  await mintButton(page).dblclick();
  await expectMinted(page);

  expect(wallet.forwarded('eth_sendTransaction')).toHaveLength(1);
  await expectOnChain(harness, hotWallet, { sent: 1, passes: PASSES });
});
