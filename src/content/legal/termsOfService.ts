import { SUPPORT_EMAIL } from '../support';
import type { LegalDocument } from './legal.types';

export const TERMS_OF_SERVICE: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Agreement to these terms',
      paragraphs: [
        'These Terms of Service govern your use of the Storyverse website, the hosted creator app embedded in it, the story viewer, the plot map and every sale, whitelist and giveaway run on them (together, the "Service"). By using the Service or connecting a wallet to it, you agree to these terms. If you do not agree, do not use the Service.',
        'You must be at least 18 years old, or the age of majority where you live if that is higher, to connect a wallet, sign up for a whitelist, mint or enter a giveaway.',
        'Some parts of the Service have terms of their own, which form part of this agreement: the Founders Pass Terms, the Character Pass Terms, the Collectible Giveaways Terms, the Community Guidelines, the Privacy Policy, the Cookie Policy and the Copyright Policy. Where they conflict with these terms, the more specific terms apply to that part of the Service.',
      ],
      seeAlso: [
        { label: 'Founders Pass Terms', path: '/founderspassterms' },
        { label: 'Character Pass Terms', path: '/characterpassterms' },
        { label: 'Collectible Giveaways Terms', path: '/collectiblegiveaways' },
        { label: 'Community Guidelines', path: '/community' },
        { label: 'Privacy Policy', path: '/privacy' },
        { label: 'Cookie Policy', path: '/cookies' },
        { label: 'Copyright Policy', path: '/copyright' },
      ],
    },
    {
      heading: 'The Service',
      paragraphs: [
        'Storyverse lets you create, animate and share stories with your NFTs. The creator app, the viewer and the plot map are hosted by us and shown inside our pages. We may add, change or remove features, sales and collections at any time, and parts of the Service may be unavailable while we maintain them.',
        'Sale pages show the phases of each sale: whitelist sign-up, whitelist mint and public mint, with their dates, supply and price. Supply, dates and eligibility are those shown on the sale page when you take part, and we may change future phases of a sale before they begin.',
      ],
    },
    {
      heading: 'Wallets and blockchain transactions',
      paragraphs: [
        'You need a self-custodial wallet, such as a browser-extension or mobile wallet, to log in, mint and hold NFTs. You alone control your wallet and its recovery phrase. We never hold your keys, we never ask for your recovery phrase, and we cannot recover a lost wallet or reverse anything done with it.',
        'Minting, buying and transferring NFTs are transactions on a public blockchain. Once your wallet submits a transaction it cannot be cancelled, reversed or refunded by us, even if you sent it by mistake or to the wrong address.',
      ],
      items: [
        'Every transaction costs a network fee ("gas"), paid by you to the network and not to us. Gas prices change with network demand and are set when the transaction is processed.',
        'A transaction that fails, for example because supply ran out or a signature expired, may still cost gas.',
        'Your wallet shows the transaction before you approve it. Check the contract, the amount and the gas before approving.',
        'We screen wallet addresses against sanctions and fraud lists. A blocked wallet cannot sign up, mint or enter giveaways.',
      ],
    },
    {
      heading: 'NFTs and what you own',
      paragraphs: [
        "When you mint or buy a Storyverse NFT (a Founders Pass, a Character Pass, a Collectible Story or a plot) you own that token, recorded in the smart contract. The artwork, characters, stories, names and logos it links to remain ours or our licensors'. We grant you a personal, non-exclusive licence to display the artwork of NFTs you hold and to use them in stories you make with the Service, for as long as you hold them.",
        'NFTs are not investments, and we make no promise about their price, liquidity or future value. Benefits described for a collection are described in its own terms and may change as those terms allow.',
        'Sales are final. Apart from rights that the law of your country gives you and that cannot be waived, we do not offer refunds for mints, gas or purchases.',
      ],
    },
    {
      heading: 'Plots',
      paragraphs: [
        'Plots are NFTs that each represent a parcel of the Storyverse plot map. They were sold under the Plot Sale Terms of 2022-04-20, which describe that sale; these terms now govern plots as they do every other Storyverse NFT. A plot is a digital item on our map: it is not land, real property or a share in anything.',
      ],
      seeAlso: [{ label: 'Plot Sale Terms (2022-04-20)', path: '/plots-2022-04-20' }],
    },
    {
      heading: 'Your stories and content',
      paragraphs: [
        'You keep the rights you have in the stories, captions and other content you create with the creator app. So that we can run the Service, you give us a worldwide, royalty-free licence to host, store, display, adapt for display and share your content within the Service and in posts you ask us to make, and to show shared stories as examples of what Storyverse can do. This licence ends when you delete the content, except for copies already shared publicly or kept in backups for a limited time.',
        'Everything you create or share must follow our Community Guidelines. We may remove content, reduce its visibility or suspend access when it breaks them, and we may report illegal content to the authorities.',
        'You confirm that you have the rights needed for the NFTs and other material you use in your stories. Holding an NFT from another collection does not by itself give you the right to use its artwork; that depends on the licence of that collection.',
      ],
      seeAlso: [{ label: 'Community Guidelines', path: '/community' }],
    },
    {
      heading: 'Third-party services',
      paragraphs: [
        'The Service works with services we do not control: wallet apps, NFT marketplaces, the blockchain explorer, the social network you may log in with, the identity-proof provider that verifies which NFTs your wallet holds, the captcha provider and our community chat. Their own terms and privacy policies apply when you use them, and we are not responsible for their availability or actions.',
        "When you log in with your social network account, you authorise us to check whether you follow accounts a sale asks you to follow and, only when you choose to share, to post your story on your behalf. You can withdraw this authorisation at any time in your social network's settings.",
      ],
    },
    {
      heading: 'What you must not do',
      items: [
        'Use bots, scripts or multiple wallets or accounts to get more whitelist spots, mints or giveaway entries than you are allowed.',
        'Attack, overload, probe or reverse-engineer the Service or its smart contracts, or exploit a bug instead of reporting it to us.',
        'Use the Service to launder money, evade sanctions or hide the source of funds.',
        'Impersonate Storyverse, its team or another person, or mislead others about your affiliation with us.',
        'Break any law, or the rights of others, through your use of the Service.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'The Service is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including fitness for a particular purpose and that the Service will be uninterrupted or error-free. Blockchains, wallets and smart contracts carry risks we cannot control, including bugs, forks, congestion, changes in regulation and loss of access to your wallet.',
        'To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, or for loss of profits, data or digital assets, and our total liability to you for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and 100 US dollars.',
      ],
    },
    {
      heading: 'Changes, ending and contact',
      paragraphs: [
        'We may update these terms. We will post the new version here with its date, and keep earlier versions available at their own dated addresses. If you keep using the Service after a change takes effect, the new terms apply to you.',
        'We may suspend or end your access if you break these terms. You may stop using the Service at any time; tokens you hold remain yours on the blockchain.',
        `Questions about these terms: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE_2022: LegalDocument = {
  effective: '2022-04-20',
  supersededBy: '/tos',
  sections: [
    {
      heading: 'Agreement to these terms',
      paragraphs: [
        'These Terms of Service govern your use of the Storyverse website, the Founders Pass sale and the plot sale. By using the website or connecting a wallet to it, you agree to these terms. You must be at least 18 years old to take part in a sale.',
      ],
    },
    {
      heading: 'The Storyverse website',
      paragraphs: [
        'Storyverse is building a place to create, animate and share stories with NFTs. During the first release the website offers the Founders Pass sale, the plot map and a preview of the story tools. Features, dates and supply may change before each sale begins.',
      ],
    },
    {
      heading: 'Wallets, transactions and gas',
      paragraphs: [
        'You connect your own wallet to take part in a sale. You are responsible for your wallet and its recovery phrase; we never ask for it. Blockchain transactions are final and cannot be reversed by us. Each transaction costs a network fee (gas) paid by you, including transactions that fail.',
      ],
    },
    {
      heading: 'Founders Pass and plots',
      paragraphs: [
        'The Founders Pass and plots are NFTs. You own the token you mint or buy; the artwork and brand remain ours, and you may display the artwork of tokens you hold for personal use. Plot purchases are also governed by the Plot Sale Terms of the same date. NFTs are not investments, and all sales are final.',
      ],
      seeAlso: [{ label: 'Plot Sale Terms (2022-04-20)', path: '/plots-2022-04-20' }],
    },
    {
      heading: 'Acceptable use',
      items: [
        'Do not use bots or multiple wallets to get around sale limits.',
        'Do not attack or exploit the website or its smart contracts.',
        'Do not use the website for anything illegal.',
      ],
    },
    {
      heading: 'Disclaimers, liability and contact',
      paragraphs: [
        'The website is provided "as is". To the extent the law allows, we are not liable for indirect losses or for losses caused by blockchains, wallets or third-party services.',
        `Questions about these terms: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
