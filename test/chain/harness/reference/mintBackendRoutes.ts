import { Interface, keccak256, type InterfaceAbi } from 'ethers';
import { CHAIN_ID } from '../chainSetup';
import { asRecord, HttpFailure, route, type Route } from './http';
import type { ReferenceState } from './referenceState';

/**
 * The mint backend (spec section 7, "Mint via mint backend"), under /mbaas: POST
 * /api/v0/chains/ethereum/addresses/{addressLabel}/contracts/{sharedLabel}/methods/signatureMint
 * with the bearer key, body {args: [rawMessage, signature], from, signer, value: "0"}; it answers
 * {status, result: {tx, submitted}} with the transaction for the wallet to send. sharedLabel
 * ethsale_character_pass is the pass contract, ethsale_storynft the story-NFT contract.
 */

export interface MintBackendDeps {
  state: () => ReferenceState;
  bearerKey: string;
  contracts: Readonly<Record<'ethsale_character_pass' | 'ethsale_storynft', { address: string; abi: InterfaceAbi }>>;
}

/** The address label every sale of the data set uses (sales.json's mbaasAddressLabel). */
const ADDRESS_LABEL = 'storyverse_minter';

export function mintBackendRoutes({ state, bearerKey, contracts }: MintBackendDeps): Route[] {
  const path = /^\/mbaas\/api\/v0\/chains\/ethereum\/addresses\/([^/]+)\/contracts\/([^/]+)\/methods\/signatureMint$/;
  return [
    route('POST', path, ({ params: [addressLabel, sharedLabel], body, headers }) => {
      if (headers.authorization !== `Bearer ${bearerKey}`) throw new HttpFailure(401, 'bad key');
      if (addressLabel !== ADDRESS_LABEL) throw new HttpFailure(404, `no address label ${addressLabel}`);
      const contract = contracts[sharedLabel as keyof typeof contracts];
      if (!contract) throw new HttpFailure(404, `no contract label ${sharedLabel}`);
      const { args, from, signer, value } = asRecord(body);
      if (!Array.isArray(args) || args.length !== 2 || typeof from !== 'string' || signer !== from || value !== '0') {
        throw new HttpFailure(400, 'expected { args: [rawMessage, signature], from, signer, value: "0" }');
      }
      const data = new Interface(contract.abi).encodeFunctionData('signatureMint', args);
      const { next } = state();
      const tx = {
        from,
        to: contract.address,
        value: '0',
        data,
        // What the service would have sent itself; the app drops it with the fee fields.
        hash: keccak256(data),
        maxFeePerGas: '1',
        chainId: CHAIN_ID,
        ...(next.gasLimit !== undefined ? { gas: String(next.gasLimit) } : {}),
      };
      state().next = { signedBy: next.signedBy, expiresInSeconds: next.expiresInSeconds }; // the gas switch is spent
      return { status: 'success', result: { tx, submitted: false } };
    }),
  ];
}
