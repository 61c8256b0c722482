import {
  AppError,
  AuthError,
  FollowVerifyNotLoggedInError,
  MESSAGES,
  MintingError,
  PrepareMintError,
  SignForMintError,
  SocialApiError,
} from '../../domain/errors';
import { findCurrentSale, saleContractAddress, saleLookup, validateSignForMint } from '../../domain/sale';
import type { Sale } from '../../domain/sale/sale.types';
import type { BackendService } from '../backend/backend.types';
import type { ComplianceService } from '../compliance/compliance.types';
import type { EmailSubscriptionService } from '../emailSubscription/emailSubscription.types';
import type { MarketingService } from '../marketing/marketing.types';
import type { MintBackendService } from '../mintBackend/mintBackend.types';
import { followsAll } from '../social/followCheck';
import type { SocialV1Service, SocialV2Service } from '../social/social.types';
import type { SocialCredentialStore } from '../social/socialCredentialStore';
import { createCampaignCalls } from './campaignCalls';
import type { SaleService } from './saleService.types';

/**
 * Spec section 7: "The real sale service uses a placeholder of fixed remaining mint supply 1000
 * and whitelist spots 100." The backend's GET /wl/{tokenType}/spots/remaining exists
 * (BackendService.fetchWhitelistRemainingSpots) but this facade does not call it.
 */
export const PLACEHOLDER_REMAINING_SUPPLY = 1000;
export const PLACEHOLDER_WHITELIST_SPOTS = 100;

export interface HttpSaleServiceDeps {
  /** The sale data set. */
  sales: readonly Sale[];
  backend: BackendService;
  mintBackend: MintBackendService;
  marketing: MarketingService;
  socialV1: SocialV1Service;
  socialV2: SocialV2Service;
  compliance: ComplianceService;
  emailSubscription: EmailSubscriptionService;
  now?: () => Date;
  /**
   * The stored social-login credentials (spec section 7: "Tweeting uses v1; follow verify uses
   * v1read or v2"), read at each call, so a login or logout elsewhere is seen at once.
   */
  socialCredentials: SocialCredentialStore;
}

/** The mint backend's contract label for a sale type (spec section 7). */
function sharedLabelFor(sale: Sale): 'ethsale_storynft' | 'ethsale_character_pass' {
  return sale.saleType === 'collection' ? 'ethsale_storynft' : 'ethsale_character_pass';
}

/**
 * The SaleService of saleApi 'http' (spec section 7), composed from the HTTP services.
 *
 * - sales come from the data set, by saleId or its lowercase form;
 * - remaining counts are the spec's fixed placeholders: supplies 1000, whitelist spots 100;
 * - the mint in steps (the mint chart sends and waits between them): prepareMint is the mint
 *   backend's signatureMint, waitForMintingOf the backend's wait for minting;
 * - social calls use the stored credentials: tweetStory, isLoggedIn and verifyCreds the v1
 *   (tweeting) slot; follow verification the v2 credentials when there are some (one token
 *   refresh, saved back to the store), else the v1read ones; a follow-verify auth error clears
 *   the slot it used and raises 403 'Auth error. Please try again.' (spec section 8); fetchUser
 *   names the account of the first slot that holds credentials: v2, v1read, v1.
 */
export function createHttpSaleService(deps: HttpSaleServiceDeps): SaleService {
  const { sales, backend, mintBackend, socialV1, socialV2, socialCredentials: store } = deps;
  const now = deps.now ?? (() => new Date());
  const saleById = saleLookup(sales);

  /** One follow verification with the credentials stored now; an auth error clears their slot. */
  async function followVerifyOnce(users: readonly string[], signal?: AbortSignal) {
    const v2 = store.readV2();
    if (v2) {
      try {
        const outcome = await socialV2.followVerifyWithRefresh(v2, users, signal, (refreshed) =>
          store.saveV2(refreshed),
        );
        return outcome.follows;
      } catch (error) {
        if (error instanceof SocialApiError) store.clear('v2');
        throw error;
      }
    }
    const v1read = store.readV1('v1read');
    if (!v1read) throw new FollowVerifyNotLoggedInError();
    try {
      return await socialV1.followVerify(v1read, users, signal);
    } catch (error) {
      if (error instanceof SocialApiError) store.clear('v1read');
      throw error;
    }
  }

  /** With `retry`, a failure other than an auth error, a missing login or an abort is tried once more. */
  async function followVerify(users: readonly string[], retry: boolean, signal?: AbortSignal) {
    try {
      return await followVerifyOnce(users, signal);
    } catch (error) {
      const final =
        !retry || signal?.aborted || error instanceof SocialApiError || error instanceof FollowVerifyNotLoggedInError;
      if (final) throw error;
      return followVerifyOnce(users, signal);
    }
  }

  return {
    async fetchCurrentSale(saleType) {
      return findCurrentSale(sales, {
        saleType,
        now: now(),
        remainingCounts: () => ({
          waitlistSpots: async () => PLACEHOLDER_WHITELIST_SPOTS,
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

    async fetchWhitelistRemainingSpots({ saleId }) {
      saleById(saleId);
      return PLACEHOLDER_WHITELIST_SPOTS;
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
      const { premint, hotWallet, nonce } = validateSignForMint(sale, payload, now());
      try {
        return await backend.signForMint(
          {
            tokenType: sale.tokenType,
            saleType: sale.saleType,
            premint,
            hotWallet,
            ...(sale.tokenproofPolicyId ? { policyId: sale.tokenproofPolicyId, nonce } : {}),
          },
          signal,
        );
      } catch (error) {
        // Spec section 8's page errors: a failure of no known kind is named by the signing period.
        if (signal?.aborted || error instanceof AppError) throw error;
        const message = premint === 'premint' ? MESSAGES.unknownErrorPremint : MESSAGES.unknownErrorMint;
        throw new SignForMintError(message, { cause: error });
      }
    },

    async prepareMint({ saleId, payload }, signal) {
      const sale = saleById(saleId);
      const { rawMessage, signature, hotWallet } = payload;
      if (!rawMessage || !signature || !hotWallet) throw new MintingError(MESSAGES.missingMintData);
      if (!sale.mbaasAddressLabel)
        throw new PrepareMintError(`Sale "${sale.saleId}" has no mint backend address label`);
      const mintTo = hotWallet.toLowerCase();
      try {
        return await mintBackend.signatureMint(
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
    },

    async waitForMintingOf({ saleId, minted }, signal) {
      const sale = saleById(saleId);
      await backend.waitForMinting(
        {
          tokenType: sale.tokenType,
          txHash: minted.txHash,
          mintTo: minted.hotWallet.toLowerCase(),
          twitter: minted.twitter,
          ...(sale.tokenproofPolicyId && minted.nonce ? { nonce: minted.nonce } : {}),
        },
        signal,
      );
    },

    async fetchThumbnails({ saleId, tokenIds }, signal) {
      return backend.fetchThumbnails(saleById(saleId).tokenType, tokenIds, signal);
    },

    async fetchNFTContractAddress({ saleId }) {
      return saleContractAddress(saleById(saleId));
    },

    ...createCampaignCalls(deps),

    async fetchIsFollowingAll({ users, retry }, signal) {
      if (users.length === 0) return true;
      return followsAll(users, await followVerify(users, retry, signal));
    },

    async fetchUser() {
      const account = store.readV2() ?? store.readV1('v1read') ?? store.readV1('v1');
      if (!account) throw new FollowVerifyNotLoggedInError();
      return { username: account.twitterUserName };
    },

    async isLoggedIn() {
      return store.readV1('v1') !== null;
    },

    async verifyCreds(signal) {
      const credentials = store.readV1('v1');
      if (!credentials) return { valid: false };
      const { valid } = await socialV1.verifyCredentials(credentials, signal);
      return { valid };
    },

    async tweetStory({ message, storyKey }, signal) {
      const credentials = store.readV1('v1');
      if (!credentials) throw new AuthError();
      return socialV1.tweet(credentials, message, storyKey, signal);
    },
  };
}
