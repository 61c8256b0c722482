import { shortenAddress } from '../../domain/address';

/** Spec section 5's text when another wallet is connected than the hot wallet the mint started with. */
export const HOT_WALLET_MISMATCH = 'Please connect with the same hot wallet you initially connected with.';

/**
 * The wallet-mismatch message of MintEntry and MintShare (spec section 5), with the expected and
 * the current wallet shortened. `id` lets the disabled button point at it (aria-describedby).
 */
export function HotWalletMismatch({ id, expected, current }: { id: string; expected: string; current: string | null }) {
  return (
    <div id={id} role="alert" css={{ display: 'grid', gap: '0.25rem' }}>
      <p css={{ margin: 0 }}>{HOT_WALLET_MISMATCH}</p>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0 0.5rem', margin: 0 }}>
        <dt>Expected:</dt>
        <dd css={{ margin: 0 }}>{shortenAddress(expected)}</dd>
        <dt>Connected:</dt>
        <dd css={{ margin: 0 }}>{current ? shortenAddress(current) : 'none'}</dd>
      </dl>
    </div>
  );
}
