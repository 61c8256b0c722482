// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../../src/domain/admin/adminMessages';
import { WEI_PER_ETH } from '../../../../src/domain/admin/ethAmount';
import type { AdminService } from '../../../../src/services/admin/adminService.types';
import { MOCK_ADMIN_STORAGE_KEY } from '../../../../src/services/admin/mock/mockAdminStore';
import { memoryStorage } from '../mock/mockHarness';
import { ACCOUNT_A, ACCOUNT_B, adminServiceFor, DAY_MS, SERVICE, START, STRANGER } from './adminHarness';

/**
 * Random sequences of every call, by the service account and by others, with amounts and counts
 * the rules refuse as well as ones they allow. After every step the stored state (read raw, not
 * through the store) must keep the money and the plots whole.
 */

const ETH = WEI_PER_ETH;
const CALLERS = [SERVICE, SERVICE.toUpperCase().replace('0X', '0x'), ACCOUNT_A, ACCOUNT_B, STRANGER, ''];
const ADMIN_OPS = new Set(['link', 'transfer', 'setEligible', 'setSupply']);
/** A refusal is one of these texts; anything else (a validation error of the store, say) is a bug. */
const isRefusal = (message: string) =>
  message === 'Unauthorized.' ||
  (Object.values(ADMIN_MESSAGES) as string[]).includes(message) ||
  /^Cannot mint more than (eligible|remaining) plots \(\d+ of \d+\)$/.test(message);

/** 'all' and 'allPlusOne' are read from the state when the step runs, to hit the balance to the wei. */
type Amount = bigint | 'all' | 'allPlusOne';
type Count = number | 'eligible' | 'eligiblePlusOne';
type Op =
  | { kind: 'link'; caller: string }
  | { kind: 'transfer'; caller: string; direction: 'deposit' | 'withdraw'; amount: Amount }
  | { kind: 'mint'; caller: string; quantity: Count }
  | { kind: 'setEligible'; caller: string; address: string; eligible: number }
  | { kind: 'setSupply'; caller: string; remaining: number }
  | { kind: 'fetch'; caller: string }
  | { kind: 'time'; days: number };
type Call = Exclude<Op, { kind: 'time' }>;

const caller = fc.constantFrom(...CALLERS);
const amount: fc.Arbitrary<Amount> = fc.oneof(
  fc.constantFrom<Amount>(0n, -1n, 1n, 'all', 'allPlusOne'),
  fc.bigInt({ min: -ETH, max: 3n * ETH }),
);
const count = fc.integer({ min: -3, max: 12 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: caller.map((c) => ({ kind: 'link', caller: c }) as const), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      caller,
      direction: fc.constantFrom('deposit' as const, 'withdraw' as const),
      amount,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('mint' as const),
      caller,
      quantity: fc.oneof(count, fc.constantFrom<Count>('eligible', 'eligiblePlusOne')),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('setEligible' as const),
      caller,
      address: fc.constantFrom(ACCOUNT_A, ACCOUNT_B, STRANGER, SERVICE),
      eligible: count,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('setSupply' as const),
      caller,
      remaining: fc.integer({ min: -3, max: 30 }),
    }),
    weight: 2,
  },
  { arbitrary: caller.map((c) => ({ kind: 'fetch', caller: c }) as const), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 7 }).map((days) => ({ kind: 'time', days }) as const), weight: 1 },
);

/** The stored JSON as it is: wei as digit strings, addresses lowercase. */
interface Raw {
  admin: { balance: string };
  users: Record<string, { balance: string; linked: boolean }>;
  plots: {
    maxSupply: number;
    mintedAmount: number;
    plotIdPool: number[];
    accountData: Record<string, { eligible: number; max: number; plots: number[] }>;
  };
}

/** What the sequence so far tells: the wei there is, each account's grants in total, the ids minted. */
interface Model {
  totalWei: bigint;
  granted: Map<string, number>;
  mintedIds: Set<number>;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const SERVICE_KEY = SERVICE.toLowerCase();
const totalWei = (raw: Raw) =>
  Object.values(raw.users).reduce((sum, user) => sum + BigInt(user.balance), BigInt(raw.admin.balance));

/**
 * The invariants the stored state breaks, by name. Plain checks gathered into one assertion per
 * step: an `expect` for each would make 1000 sequences several times slower.
 */
function brokenInvariants(state: Raw, model: Model): string[] {
  const broken: string[] = [];
  const balances = [state.admin.balance, ...Object.values(state.users).map((user) => user.balance)];
  if (balances.some((balance) => BigInt(balance) < 0n)) broken.push('a balance below zero');
  if (totalWei(state) !== model.totalWei) broken.push('total wei not conserved');
  const remaining = state.plots.maxSupply - state.plots.mintedAmount;
  if (remaining < 0) broken.push('remaining supply below zero');
  if (state.plots.plotIdPool.length !== remaining) broken.push('pool is not the remaining supply');
  const ids = [...state.plots.plotIdPool];
  for (const [address, data] of Object.entries(state.plots.accountData)) {
    if (data.eligible < 0) broken.push(`eligible below zero for ${address}`);
    if (data.max !== data.plots.length + data.eligible) broken.push(`max is not held plus eligible for ${address}`);
    if (data.plots.length > (model.granted.get(address) ?? 0)) broken.push(`more plots than granted for ${address}`);
    ids.push(...data.plots);
  }
  if (new Set(ids).size !== ids.length) broken.push('a plot id held or pooled twice');
  return broken;
}

/** What is wrong with one step's outcome, given the stored state before and after it; records the step in `model`. */
function wrongOutcome(step: Call, outcome: Outcome, before: string, after: string, model: Model): string[] {
  const wrong: string[] = [];
  const key = step.caller.toLowerCase();
  const permitted = !ADMIN_OPS.has(step.kind) || key === SERVICE_KEY;
  if (!outcome.ok) {
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    if (!isRefusal(message)) wrong.push(`not a refusal: ${message}`);
    if (!permitted && message !== 'Unauthorized.') wrong.push(`refused a caller without permission with ${message}`);
    if (after !== before) wrong.push('a refusal changed the stored state');
    return wrong;
  }
  if (!permitted) wrong.push('allowed a caller without permission');
  const [was, is] = [JSON.parse(before) as Raw, JSON.parse(after) as Raw];
  if (step.kind === 'fetch' && after !== before) wrong.push('a fetch changed the stored state');
  // Spec section 5: only a linked wallet moves funds.
  if (step.kind === 'transfer' && !was.users[key]?.linked) wrong.push('moved funds of an unlinked wallet');
  if (step.kind === 'setEligible') {
    const target = step.address.toLowerCase();
    model.granted.set(target, (model.granted.get(target) ?? 0) + step.eligible);
  }
  if (step.kind === 'mint') {
    const ids = (outcome.value as { mintedIds: number[] }).mintedIds;
    if (ids.length < 1) wrong.push('minted nothing');
    if (ids.some((id) => model.mintedIds.has(id))) wrong.push('minted an id twice');
    ids.forEach((id) => model.mintedIds.add(id));
    if (is.plots.accountData[key]?.eligible !== (was.plots.accountData[key]?.eligible ?? 0) - ids.length) {
      wrong.push('eligible did not go down by the quantity');
    }
    if (is.plots.mintedAmount !== was.plots.mintedAmount + ids.length) wrong.push('minted amount did not go up');
  }
  return wrong;
}

/** Makes the call of `step`; 'all' and 'eligible' amounts are read from the state before it. */
function perform(service: AdminService, step: Call, before: Raw): Promise<unknown> {
  const key = step.caller.toLowerCase();
  switch (step.kind) {
    case 'link':
      return service.linkWallet({ caller: step.caller });
    case 'transfer': {
      const available = BigInt(
        step.direction === 'deposit' ? (before.users[key]?.balance ?? '0') : before.admin.balance,
      );
      const wei = step.amount === 'all' ? available : step.amount === 'allPlusOne' ? available + 1n : step.amount;
      return service.transfer({ caller: step.caller, direction: step.direction, amount: wei });
    }
    case 'mint': {
      const eligible = before.plots.accountData[key]?.eligible ?? 0;
      const quantity =
        step.quantity === 'eligible' ? eligible : step.quantity === 'eligiblePlusOne' ? eligible + 1 : step.quantity;
      return service.mintPlots({ caller: step.caller, quantity });
    }
    case 'setEligible':
      return service.setEligible({ caller: step.caller, address: step.address, eligible: step.eligible });
    case 'setSupply':
      return service.setRemainingSupply({ caller: step.caller, remaining: step.remaining });
    case 'fetch':
      return Promise.all([
        service.fetchPlotSale(),
        service.fetchUserPlots({ caller: step.caller }),
        service.fetchUserDetails({ caller: step.caller }),
      ]);
  }
}

/**
 * `linked`: the service account links first, so that transfers get past 'Not linked' often enough
 * to matter. `supply`: the plots left to mint at the start, small enough to run out within a sequence.
 */
async function runSequence(linked: boolean, supply: number, ops: Op[]) {
  let now = START;
  const storage = memoryStorage();
  const { service } = adminServiceFor({ storage, now: () => now });
  if (linked) await service.linkWallet({ caller: SERVICE });
  await service.setRemainingSupply({ caller: SERVICE, remaining: supply });
  const stored = () => storage.getItem(MOCK_ADMIN_STORAGE_KEY) ?? '';

  const initial = JSON.parse(stored()) as Raw;
  const model: Model = {
    totalWei: totalWei(initial),
    // Each account's starting maximum; every eligible setting since adds to it.
    granted: new Map(Object.entries(initial.plots.accountData).map(([address, data]) => [address, data.max])),
    mintedIds: new Set(),
  };

  for (const step of ops) {
    if (step.kind === 'time') {
      now = new Date(now.getTime() + step.days * DAY_MS);
      continue;
    }
    const before = stored();
    const outcome: Outcome = await perform(service, step, JSON.parse(before) as Raw).then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    const after = stored();
    const problems = [
      ...wrongOutcome(step, outcome, before, after, model),
      ...brokenInvariants(JSON.parse(after) as Raw, model),
    ];
    expect(
      problems,
      JSON.stringify(step, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)),
    ).toEqual([]);
  }
}

describe('the mock admin service (property)', () => {
  it('keeps balances, eligible plots, supply and plot ids whole, whatever the calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.array(op, { maxLength: 25, size: 'medium' }),
        runSequence,
      ),
      { numRuns: 1000 },
    );
  });
});
