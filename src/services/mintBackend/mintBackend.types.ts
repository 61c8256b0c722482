/** The mint backend's signatureMint call and the transaction it prepares (spec section 7). */

export interface SignatureMintRequest {
  addressLabel: string;
  /** 'ethsale_storynft' for collection sales, else 'ethsale_character_pass'. */
  sharedLabel: 'ethsale_storynft' | 'ethsale_character_pass';
  rawMessage: string;
  signature: string;
  from: string;
  signer: string;
}

/** A transaction ready for the wallet: gas became gasLimit, value a bigint; from, hash and fee caps removed. */
export interface PreparedTransaction {
  to: string;
  data?: string;
  value: bigint;
  gasLimit?: bigint;
  nonce?: number;
  chainId?: number;
}

export interface MintBackendService {
  signatureMint(request: SignatureMintRequest, signal?: AbortSignal): Promise<PreparedTransaction>;
}
