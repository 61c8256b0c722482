import { defaultSaleMedia } from '../../domain/sale/saleMedia';
import type { FollowSocial, Sale, SalePhaseWindow } from '../../domain/sale/sale.types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The follow every mock sale requires. Frozen: each sale gets its own copy ({@link followStoryverse}). */
export const FOLLOW_STORYVERSE: readonly Readonly<FollowSocial>[] = Object.freeze([
  Object.freeze({ type: 'twitter' as const, userId: 'storyverse', required: true }),
]);

const followStoryverse = (): FollowSocial[] => FOLLOW_STORYVERSE.map((follow) => ({ ...follow }));

/**
 * The mock sale data set. Dates are relative to `now`, so that a fresh `npm start` always
 * shows every phase somewhere:
 *
 * | sale | type | phase at start |
 * | --- | --- | --- |
 * | bayc | characterPass | whitelist sign-up open (featured) |
 * | mayc | characterPass | whitelist mint open |
 * | fezlove | collection | whitelist sign-up open (giveaway registration) |
 * | chasingshadows | collection | public mint open |
 * | foreplay | collection | upcoming: sign-up opens in 2 days (a timer is scheduled) |
 * | raymondlightyear | collection | ended |
 * | emptyhorizon | collection | upcoming in 30 days (beyond the timer threshold) |
 * | soundclash | collection | between sign-up and whitelist mint (pre-mint) |
 * | prisonrush | collection | ended |
 */
export function createMockSales(now: Date): Sale[] {
  const t = now.getTime();
  const at = (offset: number) => new Date(t + offset);
  const window = (start: number, end?: number): SalePhaseWindow => ({
    startDate: at(start),
    ...(end !== undefined && { endDate: at(end) }),
    countdownTarget: at(start),
  });

  const characterPass = (
    saleId: string,
    tokenType: string,
    collectionName: string,
    phases: Pick<Sale, 'whitelist' | 'publicMint'>,
    extra: Partial<Sale>,
  ): Sale => ({
    saleId,
    saleType: 'characterPass',
    saleName: `${collectionName} Character Pass`,
    saleDescription: `A free Character Pass for ${collectionName} holders (gas only). Prove ownership with your cold wallet and mint with your hot wallet.`,
    saleHeaderTitle: 'Character Pass',
    saleHeaderSubTitle: `For ${collectionName} holders`,
    tokenType,
    tokenNameSingular: 'Character Pass',
    tokenNamePlural: 'Character Passes',
    tokenShortNameSingular: 'Pass',
    tokenContractAddress: '0x5f0e1c0a2b1d0c9e8f7a6b5c4d3e2f1a0b9c8d7e',
    tokenproofPolicyId: `policy-${saleId}`,
    mbaasAddressLabel: 'storyverse_minter',
    contractLink: 'https://explorer.storyverse.example/address/0x5f0e1c0a2b1d0c9e8f7a6b5c4d3e2f1a0b9c8d7e',
    featured: false,
    saleWeight: 50,
    whitelistSpots: 3000,
    whitelistSupply: 3000,
    publicSupply: 3000,
    ...phases,
    followSocials: followStoryverse(),
    crossLinks: [{ name: 'Fez Love giveaway', url: '/fezlove' }],
    saleMedia: defaultSaleMedia(),
    ...extra,
  });

  const collection = (
    saleId: string,
    saleName: string,
    phases: Pick<Sale, 'whitelist' | 'publicMint'>,
    saleWeight: number,
  ): Sale => ({
    saleId,
    saleType: 'collection',
    saleName,
    saleDescription: `Register to win a FREE ${saleName} Collectible Story.`,
    saleHeaderTitle: saleName,
    saleHeaderSubTitle: 'Collectible Story giveaway',
    tokenType: saleId,
    tokenNameSingular: 'Collectible Story',
    tokenNamePlural: 'Collectible Stories',
    tokenShortNameSingular: 'Story',
    tokenContractAddress: '0x7a3b9c1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b',
    mbaasAddressLabel: 'storyverse_minter',
    marketingCampaign: `giveaway-${saleId}`,
    featured: false,
    saleWeight,
    publicSupply: 100,
    ...phases,
    followSocials: followStoryverse(),
    // The sales a registered visitor is pointed to next (the Founders Pass has a link of its own).
    crossLinks: [
      { name: 'Chasing Shadows', url: '/chasingshadows' },
      { name: 'Foreplay', url: '/foreplay' },
    ],
    saleMedia: { ...defaultSaleMedia(), twitterCopy: { text: `I just entered the ${saleName} giveaway!` } },
  });

  return [
    characterPass(
      'bayc',
      'bayc',
      'Bored Ape',
      {
        whitelist: { signUp: window(-2 * DAY, 5 * DAY), mint: window(6 * DAY, 9 * DAY) },
        publicMint: window(9 * DAY),
      },
      { featured: true, saleWeight: 100 },
    ),
    characterPass(
      'mayc',
      'mayc',
      'Mutant Ape',
      {
        whitelist: { signUp: window(-10 * DAY, -3 * DAY), mint: window(-1 * DAY, 6 * DAY) },
        publicMint: window(6 * DAY),
      },
      { whitelistSupply: 20000, publicSupply: 20000 },
    ),
    collection('fezlove', 'Fez Love', { whitelist: { signUp: window(-2 * DAY, 5 * DAY) } }, 40),
    collection('chasingshadows', 'Chasing Shadows', { publicMint: window(-1 * DAY, 9 * DAY) }, 30),
    collection('foreplay', 'Foreplay', { whitelist: { signUp: window(2 * DAY, 9 * DAY) } }, 20),
    collection('raymondlightyear', 'Raymond Lightyear', { publicMint: window(-30 * DAY, -20 * DAY) }, 10),
    collection('emptyhorizon', 'Empty Horizon', { publicMint: window(30 * DAY, 40 * DAY) }, 10),
    collection(
      'soundclash',
      'Sound Clash',
      { whitelist: { signUp: window(-5 * DAY, -1 * DAY), mint: window(12 * HOUR, 4 * DAY) } },
      15,
    ),
    collection('prisonrush', 'Prison Rush', { publicMint: window(-60 * DAY, -50 * DAY) }, 5),
  ];
}
