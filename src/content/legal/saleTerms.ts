import { SUPPORT_EMAIL } from '../support';
import type { LegalDocument } from './legal.types';

export const FOUNDERS_PASS_TERMS: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms apply to the Storyverse Founders Pass, in addition to our Terms of Service. By minting, buying or holding a Founders Pass you agree to them.',
      ],
      seeAlso: [{ label: 'Terms of Service', path: '/tos' }],
    },
    {
      heading: 'The Founders Pass',
      paragraphs: [
        'The Founders Pass is an NFT issued by Storyverse in its first sale, which sold out in April 2022. No further Founders Passes will be minted. Passes can now be bought and sold only on third-party marketplaces, under their terms and fees; Storyverse is not a party to those sales.',
      ],
    },
    {
      heading: 'Holder benefits',
      paragraphs: ['Holding a Founders Pass gives access to benefits we announce from time to time, such as:'],
      items: [
        'early access to new features of the creator app and to new sales;',
        'airdrops of Storyverse collectibles;',
        'perks in our community chat and at Storyverse events;',
        'extra chances, or reserved spots, on whitelists of upcoming mints.',
      ],
    },
    {
      heading: 'How benefits are given',
      paragraphs: [
        'Benefits go to the wallet that holds a Founders Pass at the time of the snapshot or check we announce for each benefit. A pass that is listed, lent, staked or in transit at that time may not count. Each benefit has its own rules, dates and quantities, stated when it is announced.',
        'Benefits are offered at our discretion. We may change, replace or end a benefit, and a benefit described as planned is not a promise that it will happen. Benefits have no cash value and cannot be exchanged.',
      ],
    },
    {
      heading: 'Ownership and artwork',
      paragraphs: [
        'You own the token. The Founders Pass artwork and the Storyverse brand remain ours; while you hold a pass, you may display its artwork for personal, non-commercial purposes, including as a profile picture and in stories you make with Storyverse.',
      ],
    },
    {
      heading: 'Risks',
      items: [
        'A Founders Pass is a collectible and a membership token, not an investment or a security, and we make no promise about its price or resale value.',
        'Transfers are blockchain transactions: they are final and cost gas.',
        'If you lose access to your wallet, we cannot recover your pass or give its benefits to another wallet.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about your Founders Pass or its benefits: ${SUPPORT_EMAIL}.`],
    },
  ],
};

export const CHARACTER_PASS_TERMS: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These terms apply to the whitelist and the mint of the Storyverse Character Pass, and to holding one, in addition to our Terms of Service and Privacy Policy. By signing up for the whitelist or minting, you agree to them.',
      ],
      seeAlso: [
        { label: 'Terms of Service', path: '/tos' },
        { label: 'Privacy Policy', path: '/privacy' },
      ],
    },
    {
      heading: 'Who can take part',
      paragraphs: [
        'Character Passes are offered to holders of the Bored Ape and Mutant Ape collections named on each sale page. Eligibility is checked at the time you sign up and again when you mint; an ape sold or transferred in between no longer counts.',
        'Storyverse is not affiliated with, sponsored by or endorsed by the creators of those collections. Their names and marks belong to their owners.',
      ],
    },
    {
      heading: 'Verifying your apes',
      paragraphs: [
        'You prove that you hold your apes with an identity-proof provider, signing in with the wallet that holds them (your cold wallet). Your cold wallet never sends a transaction for the mint. You need an account with the provider to verify; its own terms apply. The verification stays valid on your device for 5 minutes, after which you are asked to verify again.',
        'We screen the wallets you use against sanctions and fraud lists, and a blocked wallet cannot take part.',
      ],
    },
    {
      heading: 'Whitelist',
      paragraphs: [
        'Whitelist spots are limited and given in the order sign-ups are received, during the sign-up dates shown on the sale page. A sale may also ask you to follow social accounts it names. Signing up does not guarantee a mint: supply is limited and minting closes at the end of the mint period.',
      ],
    },
    {
      heading: 'Minting',
      items: [
        'The Character Pass is free: you pay only the gas for the mint transaction.',
        'You mint with the wallet you choose to receive the passes (your hot wallet). Check the address before you confirm; passes minted to a wrong address cannot be recovered.',
        'How many passes you can mint is set by our signature for your verified apes, and each signature can be used once.',
        'To mint, you share your story on your social network account, which you authorise for that purpose. If the post fails, your mint still goes ahead.',
        'Mint transactions are final. A transaction that fails, for example because supply ran out, may still cost gas.',
      ],
    },
    {
      heading: 'Using your Character Pass',
      paragraphs: [
        "A Character Pass lets you use its character in stories you create with the Storyverse creator app and share them, as described on the sale page. You own the token; the character designs and artwork remain ours or our licensors'. The pass gives you no rights in the ape collections themselves.",
        'You may sell or transfer your pass on third-party marketplaces, under their terms and fees. The benefits of the pass move with the token.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may change the dates, supply or rules of future sale phases before they begin, and will show them on the sale page. Questions about the Character Pass: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const COLLECTIBLE_GIVEAWAYS_TERMS: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About the giveaways',
      paragraphs: [
        "Storyverse runs giveaways (raffles) of Collectible Stories, NFTs of the stories in our collections. These official rules apply to every giveaway on our website, together with the details on each giveaway's page: its prize, the number of winners, the entry period and the social accounts to follow. Storyverse is the sponsor. Giveaways are not sponsored, endorsed or run by any social network.",
      ],
    },
    {
      heading: 'No purchase necessary',
      paragraphs: [
        'No purchase is necessary to enter or to win, and buying anything from Storyverse does not improve your chances. Entering does not cost gas: you do not send a transaction to enter, and prizes are delivered to winners without a fee.',
      ],
    },
    {
      heading: 'Who can enter',
      items: [
        'You must be at least 18 years old, or the age of majority where you live if that is higher.',
        'Giveaways are void where prohibited by law, and are not open to residents of countries under comprehensive sanctions or to wallets blocked by our screening.',
        'Storyverse team members, contractors and their households cannot enter.',
      ],
    },
    {
      heading: 'How to enter',
      items: [
        'Connect the wallet you want the prize delivered to.',
        'Log in with your social network account and follow every account the giveaway page lists; we check this when you enter.',
        'Complete the captcha.',
        'Submit your entry before the entry period ends.',
      ],
    },
    {
      heading: 'One entry per person',
      paragraphs: [
        'Each wallet and each social account can enter a giveaway once. An entry from a wallet or social account that has already entered is refused. Entries made with bots or scripts, with multiple wallets or accounts for the same person, or by unfollowing the required accounts after entering, may be disqualified, and we may exclude the person from future giveaways.',
      ],
    },
    {
      heading: 'Choosing the winners',
      paragraphs: [
        'After the entry period ends, winners are chosen at random from all valid entries. The odds of winning depend on the number of valid entries. We announce winners in our community chat or on our social network account, by social handle or shortened wallet address, and deliver each prize to the entered wallet within 30 days.',
        'We will never ask a winner for a payment, a recovery phrase or a wallet signature to claim a prize. Anyone who does is not Storyverse.',
      ],
    },
    {
      heading: 'Prizes',
      paragraphs: [
        'The prize is the Collectible Story NFT stated on the giveaway page. It cannot be exchanged for cash or another prize, and it cannot be transferred before it is delivered. If a prize cannot be delivered to the entered wallet, we may choose another winner. Winners are responsible for any taxes on their prize.',
      ],
    },
    {
      heading: 'Other rules',
      paragraphs: [
        'We use entry details as described in our Privacy Policy. We may cancel, suspend or change a giveaway if fraud, technical failures or anything else beyond our control affect its fairness, and in that case we may choose winners from the valid entries received before the problem. Our decisions on the winners are final.',
        `Questions about a giveaway: ${SUPPORT_EMAIL}.`,
      ],
      seeAlso: [{ label: 'Privacy Policy', path: '/privacy' }],
    },
  ],
};

export const PLOT_SALE_TERMS_2022: LegalDocument = {
  effective: '2022-04-20',
  supersededBy: '/tos',
  sections: [
    {
      heading: 'About the plot sale',
      paragraphs: [
        'These terms applied to the sale of Storyverse plots that opened on April 20, 2022, in addition to the Terms of Service of the same date. Plots are NFTs that each represent a parcel of the Storyverse plot map. Plots are now governed by the current Terms of Service.',
      ],
      seeAlso: [{ label: 'Terms of Service (2022-04-20)', path: '/tos-2022-04-20' }],
    },
    {
      heading: 'Buying a plot',
      items: [
        'Plots were sold from the plot map, at the price and in the quantities shown there, up to the published maximum supply.',
        'You paid the price and the gas for each purchase with your own wallet. Purchases were final and could not be refunded.',
        'A purchase that failed, for example because the plot was already taken or the sale had ended, could still cost gas.',
      ],
    },
    {
      heading: 'What a plot is',
      paragraphs: [
        'A plot is a digital item: it is not land, real property, a security or a share in Storyverse. You own the token; the map, its artwork and the Storyverse brand remain ours. While you hold a plot, you may display its artwork for personal use.',
      ],
    },
    {
      heading: 'The plot map',
      paragraphs: [
        'We may change the look, layout and features of the plot map. Features described for plots, such as building on them or using them as settings for stories, were plans at the time of the sale and not promises.',
      ],
    },
    {
      heading: 'Transfers and contact',
      paragraphs: [
        `You may sell or transfer a plot on third-party marketplaces, under their terms and fees. Transfers are final and cost gas. Questions about your plot: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
