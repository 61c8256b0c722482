import { randomBytes } from 'node:crypto';
import { AbiCoder, getBytes, hexlify, type JsonRpcProvider, type Wallet } from 'ethers';
import { APE_TOKENS, COLD_WALLET } from '../chainSetup';
import { asRecord, HttpFailure, isAddress, requiredText, route, type Route } from './http';
import type { ReferenceState } from './referenceState';

/**
 * The backend's calls (spec section 7, "Backend path shapes"), under /backend: the identity
 * proof's account, the whitelist, sign for mint (both variants), wait for minting, the
 * thumbnails and the tweet. Shapes as the spec writes them.
 */

export interface BackendDeps {
  state: () => ReferenceState;
  provider: JsonRpcProvider;
  signers: { signer: Wallet; stranger: Wallet };
  /** The sale records (the sale data set), for their token types and policies. */
  sales: readonly Record<string, unknown>[];
}

const DEFAULT_EXPIRY_SECONDS = 600;
/** Spec section 7: "The real sale service uses a placeholder of fixed ... whitelist spots 100." */
const WHITELIST_SPOTS = 100;
/** The ape contract the identity proof reports holdings of. */
const APE_CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';
const abi = AbiCoder.defaultAbiCoder();

/** A small picture per token: data: URIs are what the app's Content-Security-Policy allows here. */
export const thumbnail = (id: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2f80"/><text x="32" y="38" font-size="16" text-anchor="middle" fill="#fff">${id}</text></svg>`,
  )}`;

export function backendRoutes({ state, provider, signers, sales }: BackendDeps): Route[] {
  const saleOf = (tokenType: string) => {
    const sale = sales.find((candidate) => candidate.tokenType === tokenType);
    if (!sale) throw new HttpFailure(404, `no sale of token type ${tokenType}`);
    return sale;
  };

  /** The identity proof's session of a nonce the stand-in widget proved, or a 404. */
  const sessionOf = (nonce: string) => {
    const session = state().identitySessions.get(nonce);
    if (!session) throw new HttpFailure(404, `no identity proof for nonce ${nonce}`);
    return session;
  };

  /** Signs abi.encode(hotWallet, count, nonce, expiry) with the signer key (EIP-191), as the contract checks. */
  async function sign(mintTo: string, count: number) {
    const { next } = state();
    const latest = await provider.getBlock('latest');
    const expiry = BigInt(latest!.timestamp) + BigInt(next.expiresInSeconds ?? DEFAULT_EXPIRY_SECONDS);
    const mintNonce = BigInt(hexlify(randomBytes(16)));
    const rawMessage = abi.encode(['address', 'uint256', 'uint256', 'uint256'], [mintTo, count, mintNonce, expiry]);
    const signature = await signers[next.signedBy ?? 'signer'].signMessage(getBytes(rawMessage));
    state().next = { gasLimit: next.gasLimit }; // the signing switches are spent
    return { rawMessage, signature };
  }

  /** Body: mintTo (the lowercase hot wallet), and the identity proof's nonce and the policy id when the sale has one. */
  async function signForCharacterPass(tokenType: string, body: unknown) {
    const { mintTo, nonce, policyId } = asRecord(body);
    if (typeof mintTo !== 'string' || !/^0x[0-9a-f]{40}$/.test(mintTo)) {
      throw new HttpFailure(400, 'mintTo must be a lowercase address');
    }
    const sale = saleOf(tokenType);
    if (sale.tokenproofPolicyId) {
      if (typeof nonce !== 'string' || !nonce || policyId !== sale.tokenproofPolicyId) {
        throw new HttpFailure(400, 'nonce and the sale policyId are required for a sale with a policy');
      }
      if (state().identitySessions.get(nonce)?.policyId !== policyId) {
        throw new HttpFailure(403, `nonce ${nonce} proves no apes for ${String(policyId)}`);
      }
    }
    const signed = await sign(mintTo, APE_TOKENS.length);
    return { ...signed, signedTokens: [...APE_TOKENS], storyKey: `${mintTo}/${tokenType}-pass` };
  }

  /** The story-NFT variant (collection sales): the hot wallet only, one story NFT. */
  async function signForStoryNft(tokenType: string, body: unknown) {
    const mintTo = requiredText(body, 'mintTo');
    if (!/^0x[0-9a-f]{40}$/.test(mintTo)) throw new HttpFailure(400, 'mintTo must be a lowercase address');
    saleOf(tokenType);
    const signed = await sign(mintTo, 1);
    return { ...signed, signedTokens: [], storyKey: `${mintTo}/${tokenType}-story` };
  }

  return [
    // The identity proof's account (spec section 7: GET /tp/{nonce}).
    route('GET', /^\/backend\/tp\/([^/]+)$/, ({ params: [nonce] }) => {
      sessionOf(nonce!);
      return {
        nonce,
        status: 'authenticated',
        account: COLD_WALLET,
        accounts: [COLD_WALLET],
        timestamp: String(Date.now()),
        session_id: `session-${nonce}`,
        holdings: [{ account: COLD_WALLET, contract: APE_CONTRACT, tokens: [...APE_TOKENS] }],
      };
    }),
    // Whitelist add: body whitelistPayload {nonce, hotWallet}; response added, count, storyKey.
    route('POST', /^\/backend\/wl\/([^/]+)\/waitlist$/, ({ params: [tokenType], body }) => {
      const nonce = requiredText(body, 'nonce');
      const hotWallet = requiredText(body, 'hotWallet');
      if (!isAddress(hotWallet)) throw new HttpFailure(400, 'hotWallet must be an address');
      saleOf(tokenType!);
      sessionOf(nonce);
      const waitlist = state().waitlists.get(tokenType!) ?? new Map<string, string>();
      state().waitlists.set(tokenType!, waitlist);
      const wallet = hotWallet.toLowerCase();
      const added = waitlist.has(wallet) ? 0 : APE_TOKENS.length;
      const storyKey = waitlist.get(wallet) ?? `${wallet}/${tokenType}-${waitlist.size + 1}`;
      waitlist.set(wallet, storyKey);
      return { added, count: waitlist.size, storyKey: added > 0 ? storyKey : null };
    }),
    route('GET', /^\/backend\/wl\/([^/]+)\/spots\/remaining$/, ({ params: [tokenType] }) => ({
      remaining: WHITELIST_SPOTS - (state().waitlists.get(tokenType!)?.size ?? 0),
    })),
    route('POST', /^\/backend\/mint\/storyNFT\/([^/]+)\/signForMint\/$/, ({ params: [tokenType], body }) =>
      signForStoryNft(tokenType!, body),
    ),
    route('POST', /^\/backend\/mint\/([^/]+)\/signForMint\/(premint)?$/, ({ params: [tokenType], body }) =>
      signForCharacterPass(tokenType!, body),
    ),
    // Answers once the transaction is mined with status 1 (409 otherwise: the app retries).
    route('POST', /^\/backend\/mint\/[^/]+\/waitForMintingOf$/, async ({ body }) => {
      const txHash = requiredText(body, 'txHash');
      const receipt = await provider.getTransactionReceipt(txHash);
      if (!receipt || receipt.status !== 1) throw new HttpFailure(409, `no successful mint for ${txHash}`);
      return 'minted';
    }),
    route('POST', /^\/backend\/mint\/[^/]+\/tokenThumbnails$/, ({ body }) => {
      const ids = asRecord(body).tokenIds;
      if (!Array.isArray(ids)) throw new HttpFailure(400, 'tokenIds is required');
      return Object.fromEntries(ids.map((id) => [String(id), thumbnail(String(id))]));
    }),
    // Tweet (social v1): tweet.message, storyKey, accessToken, accessTokenSecret.
    route('POST', /^\/backend\/twitter\/tweetStory$/, ({ body }) => {
      const { tweet, storyKey, accessToken, accessTokenSecret } = asRecord(body);
      const login = typeof accessToken === 'string' ? state().logins.get(accessToken) : undefined;
      if (!login || login.secret !== accessTokenSecret)
        throw new HttpFailure(401, 'Auth error', { message: 'Auth error' });
      const message = asRecord(tweet).message;
      if (typeof message !== 'string' || !message) throw new HttpFailure(400, 'tweet.message is required');
      if (typeof storyKey !== 'string' || !/^0x[0-9a-fA-F]{40}\/.+/.test(storyKey)) {
        throw new HttpFailure(400, "storyKey must be 'address/id'");
      }
      state().tweets.push({ message, storyKey, userName: login.userName });
      return { tweetId: String(state().tweets.length) };
    }),
  ];
}
