import {
  AuthError,
  ChainSendError,
  FollowVerifyNotLoggedInError,
  MESSAGES,
  MintingError,
  MintingReceiptError,
  PrepareMintError,
  RestApiError,
  SignForMintError,
  SocialApiError,
} from '../../domain/errors';
import { findCurrentSale, mintSigningSegment, saleLookup } from '../../domain/sale';
import type { Sale } from '../../domain/sale/sale.types';
import type { BackendService } from '../backend/backend.types';
import type { ComplianceService } from '../compliance/compliance.types';
import type { EmailSubscriptionService } from '../emailSubscription/emailSubscription.types';
import type { MarketingService } from '../marketing/marketing.types';
import type { MintBackendService } from '../mintBackend/mintBackend.types';
import type { SocialCredentialsV1, SocialV1Service } from '../social/social.types';
import type { MintedNft, SaleService } from './saleService.types';
import type { TransactionReceipt, WalletBridge } from './walletBridge.types';

/** Spec section 7: "The real sale service uses a placeholder of fixed remaining mint supply 1000". */
export const PLACEHOLDER_REMAINING_SUPPLY = 1000;
/** ...and whitelist spots 100: used when the backend has no spot count for the token type (404). */
export const PLACEHOLDER_WHITELIST_SPOTS = 100;

export interface HttpSaleServiceDeps {
  /** The sale data set. */
  sales: readonly Sale[];
  backend: BackendService;
  mintBackend: MintBackendService;
  marketing: MarketingService;
  socialV1: SocialV1Service;
  compliance: ComplianceService;
  emailSubscription: EmailSubscriptionService;
  wallet: WalletBridge;
  now?: () => Date;
  /** The stored social credentials, or null when the user has not authorised the social account. */
  socialCredentials?: () => SocialCredentialsV1 | null;
  /** Called when follow verification reports an auth error, so the caller clears the stored credentials. */
  onSocialAuthError?: () => void;
}

/** The mint backend's contract label for a sale type (spec section 7). */
export function sharedLabelFor(sale: Sale): 'ethsale_storynft' | 'ethsale_character_pass' {
  return sale.saleType === 'collection' ? 'ethsale_storynft' : 'ethsale_character_pass';
}

/** keccak256('Transfer(address,address,uint256)'): the ERC-721 Transfer event. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** A 32-byte topic as a bigint, or null when it is not hex. */
function topicValue(topic: string | undefined): bigint | null {
  if (!topic || !/^0x[0-9a-fA-F]{1,64}$/.test(topic)) return null;
  return BigInt(topic);
}

const addressOfTopic = (topic: string | undefined) => (topic ? `0x${topic.slice(-40)}`.toLowerCase() : '');

/**
 * The tokens a mint transaction created for `hotWallet`: ERC-721 Transfer logs (four topics)
 * from the zero address to the hot wallet, on `contractAddress` when one is given. A receipt
 * without logs gives an empty list.
 */
export function mintedNftsFromReceipt(
  receipt: TransactionReceipt,
  hotWallet: string,
  contractAddress?: string,
): MintedNft[] {
  const to = hotWallet.toLowerCase();
  const contract = contractAddress?.toLowerCase();
  const nfts: MintedNft[] = [];
  for (const log of receipt.logs ?? []) {
    const [event, from, recipient, tokenId] = log.topics;
    const id = topicValue(tokenId);
    if (
      log.topics.length === 4 &&
      event?.toLowerCase() === TRANSFER_TOPIC &&
      topicValue(from) === 0n &&
      addressOfTopic(recipient) === to &&
      id !== null &&
      (contract === undefined || log.address.toLowerCase() === contract)
    ) {
      nfts.push({ id: id.toString(), contractAddress: log.address });
    }
  }
  return nfts;
}

/**
 * The SaleService of saleApi 'http' (spec section 7), composed from the HTTP services.
 *
 * - sales come from the data set, by saleId or its lowercase form;
 * - the two remaining supplies are the spec's fixed placeholder 1000; whitelist spots come from
 *   the backend (GET /wl/{tokenType}/spots/remaining), 100 when it has none (404);
 * - mintWithSignature: mint backend signatureMint -> wallet.sendTransaction -> waitForReceipt
 *   -> (characterPass) backend.waitForMinting; the minted ids are read from the receipt's
 *   Transfer logs (the signed message only carries counts), and the page fetches their images
 *   with fetchThumbnails.
 */
export function createHttpSaleService(deps: HttpSaleServiceDeps): SaleService {
  const { sales, backend, mintBackend, marketing, socialV1, compliance, emailSubscription, wallet } = deps;
  const now = deps.now ?? (() => new Date());
  const socialCredentials = deps.socialCredentials ?? (() => null);
  const saleById = saleLookup(sales);

  async function whitelistSpots(sale: Sale, signal?: AbortSignal): Promise<number> {
    try {
      return await backend.fetchWhitelistRemainingSpots(sale.tokenType, signal);
    } catch (error) {
      if (error instanceof RestApiError && error.statusCode === 404) return PLACEHOLDER_WHITELIST_SPOTS;
      throw error;
    }
  }

  function followCredentials(): SocialCredentialsV1 {
    const credentials = socialCredentials();
    if (!credentials) throw new FollowVerifyNotLoggedInError();
    return credentials;
  }

  async function followVerify(users: readonly string[], retry: boolean, signal?: AbortSignal) {
    const credentials = followCredentials();
    try {
      return await socialV1.followVerify(credentials, users, signal);
    } catch (error) {
      if (error instanceof SocialApiError) {
        deps.onSocialAuthError?.();
        throw error;
      }
      if (!retry || signal?.aborted) throw error;
      return socialV1.followVerify(credentials, users, signal);
    }
  }

  return {
    async fetchCurrentSale(saleType, signal) {
      return findCurrentSale(sales, {
        saleType,
        now: now(),
        remainingCounts: (sale) => ({
          waitlistSpots: () => whitelistSpots(sale, signal),
          waitlistSupply: async () => PLACEHOLDER_REMAINING_SUPPLY,
          publicSupply: async () => PLACEHOLDER_REMAINING_SUPPLY,
        }),
      });
    },

    async fetchSale(saleId) {
      return saleById(saleId);
    },

    async fetchAllSales() {
      return [...sales];
    },

    async fetchWhitelistRemainingSpots({ saleId }, signal) {
      return whitelistSpots(saleById(saleId), signal);
    },

    async fetchWhitelistMintRemainingSupply({ saleId }) {
      saleById(saleId);
      return PLACEHOLDER_REMAINING_SUPPLY;
    },

    async fetchPublicMintRemainingSupply({ saleId }) {
      saleById(saleId);
      return PLACEHOLDER_REMAINING_SUPPLY;
    },

    async addToWhitelist({ saleId, whitelistPayload }, signal) {
      return backend.addToWhitelist(saleById(saleId).tokenType, whitelistPayload, signal);
    },

    async signForMint({ saleId, payload }, signal) {
      const sale = saleById(saleId);
      const premint = mintSigningSegment(sale, now());
      if (!payload.hotWallet) throw new SignForMintError(MESSAGES.missingHotWallet);
      const nonce = 'nonce' in payload ? payload.nonce : undefined;
      if (sale.saleType === 'characterPass') {
        if (!('coldWallet' in payload) || !payload.coldWallet) throw new SignForMintError(MESSAGES.missingColdWallet);
        if (!nonce) throw new SignForMintError(MESSAGES.missingTokenproofNonce);
      }
      return backend.signForMint(
        {
          tokenType: sale.tokenType,
          saleType: sale.saleType,
          premint,
          hotWallet: payload.hotWallet,
          ...(sale.tokenproofPolicyId ? { policyId: sale.tokenproofPolicyId, nonce } : {}),
        },
        signal,
      );
    },

    async mintWithSignature({ saleId, payload }, signal) {
      const sale = saleById(saleId);
      const { rawMessage, signature, hotWallet, twitter, nonce } = payload;
      if (!rawMessage || !signature || !hotWallet) throw new MintingError(MESSAGES.missingMintData);
      if (!sale.mbaasAddressLabel)
        throw new PrepareMintError(`Sale "${sale.saleId}" has no mint backend address label`);
      const mintTo = hotWallet.toLowerCase();

      let tx;
      try {
        tx = await mintBackend.signatureMint(
          {
            addressLabel: sale.mbaasAddressLabel,
            sharedLabel: sharedLabelFor(sale),
            rawMessage,
            signature,
            from: mintTo,
            signer: mintTo,
          },
          signal,
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new PrepareMintError(undefined, { cause: error });
      }

      signal?.throwIfAborted();
      let hash: string;
      try {
        ({ hash } = await wallet.sendTransaction(tx));
      } catch (error) {
        throw new ChainSendError(undefined, { cause: error });
      }

      let receipt: TransactionReceipt;
      try {
        receipt = await wallet.waitForReceipt(hash, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new MintingReceiptError(undefined, { cause: error });
      }
      if (receipt.status === 0) throw new MintingReceiptError();

      if (sale.saleType === 'characterPass') {
        await backend.waitForMinting(
          {
            tokenType: sale.tokenType,
            txHash: hash,
            mintTo,
            twitter,
            ...(sale.tokenproofPolicyId && nonce ? { nonce } : {}),
          },
          signal,
        );
      }
      return { nfts: mintedNftsFromReceipt(receipt, mintTo, sale.tokenContractAddress) };
    },

    async fetchThumbnails({ saleId, tokenIds }, signal) {
      return backend.fetchThumbnails(saleById(saleId).tokenType, tokenIds, signal);
    },

    async fetchNFTContractAddress({ saleId }) {
      const sale = saleById(saleId);
      if (!sale.tokenContractAddress) throw new Error(`Sale "${sale.saleId}" has no contract address`);
      return sale.tokenContractAddress;
    },

    subscribeEmail({ socialHandles }, signal) {
      return emailSubscription.subscribe(socialHandles.email, signal);
    },

    async subscribe({ campaign, socialHandles, captchaToken }, signal) {
      if (!campaign || !socialHandles.hotWallet) throw new Error(MESSAGES.missingCampaignOrHotWallet);
      return marketing.enter({ campaign, walletAddress: socialHandles.hotWallet, socialHandles, captchaToken }, signal);
    },

    isSubscribed({ campaign, walletAddress, twitterHandle }, signal) {
      return marketing.check(campaign, walletAddress, twitterHandle, signal);
    },

    async fetchIsFollowingAll({ users, retry }, signal) {
      if (users.length === 0) return true;
      const follows = await followVerify(users, retry, signal);
      const followed = new Map(Object.entries(follows).map(([account, yes]) => [account.toLowerCase(), yes]));
      return users.every((user) => followed.get(user.toLowerCase()) === true);
    },

    async fetchUser() {
      return { username: followCredentials().twitterUserName };
    },

    async isLoggedIn() {
      return socialCredentials() !== null;
    },

    async verifyCreds(signal) {
      const credentials = socialCredentials();
      if (!credentials) return { valid: false };
      const { valid } = await socialV1.verifyCredentials(credentials, signal);
      return { valid };
    },

    async tweetStory({ message, storyKey }, signal) {
      const credentials = socialCredentials();
      if (!credentials) throw new AuthError();
      return socialV1.tweet(credentials, message, storyKey, signal);
    },

    isWalletAddressSafe(address, signal) {
      return compliance.isWalletAddressSafe(address, signal);
    },
  };
}
