import { SUPPORT_EMAIL } from '../support';
import type { LegalDocument } from './legal.types';

export const COOKIE_POLICY: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'What this policy covers',
      paragraphs: [
        "This policy explains what the Storyverse website stores in your browser and why. Besides cookies, websites can keep data in your browser's local storage, which stays until it is removed, and session storage, which is cleared when you close the tab. We use both, and no advertising cookies.",
        'Every entry our website stores has a name starting with "storyverse.", so you can find it in your browser\'s developer tools.',
      ],
    },
    {
      heading: 'What we store and why',
      items: [
        'Wallet session (local storage): which wallet you connected, so the website can reconnect it when you come back. It is removed when you log out.',
        'Identity-proof session (local storage): the result of verifying, with the identity-proof provider, which NFTs your cold wallet holds, so that reloading the mint page does not ask you to verify again. It is used for 5 minutes after verification; after that you are asked to verify again.',
        "Social-login credentials (local storage): the access tokens the social network gives us when you log in with it, kept separately for following checks and for sharing, so you do not have to log in for every step. They are removed when the social network rejects them; you can also revoke them in your social network's settings.",
        'Form details during social login (local storage): the e-mail address and social handle you typed before the website sent you to the social network to log in, so the form is filled again when you return. They are removed as soon as they are restored.',
        'Mint in progress (session storage): the transaction of a mint your wallet has sent, so that reloading the page waits for that transaction instead of minting again. It is removed when the mint completes or the tab is closed.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'We record events such as page views, button presses, wallet connections and the steps of a mint, to understand how the website is used and to find errors. These events are sent to our own analytics service; we do not use third-party advertising or cross-site tracking cookies.',
      ],
    },
    {
      heading: 'Third parties',
      paragraphs: [
        'Some parts of our pages come from other services, which may set their own cookies under their own policies:',
      ],
      items: [
        'the hosted creator app, the story viewer and the plot map, shown inside our pages;',
        'the captcha provider, on giveaway entry forms;',
        'the identity-proof provider, when you verify the NFTs your wallet holds;',
        'the social network, when you log in with it;',
        'the whitepaper, contact forms and embedded videos.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        "You can remove everything the website stores by clearing this site's data in your browser settings, and you can block cookies there. If you do, you will need to reconnect your wallet, verify your NFTs again and log in to your social network again. Blocking the captcha provider's cookies may prevent you from entering giveaways.",
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [`We will post changes to this policy here with a new date. Questions: ${SUPPORT_EMAIL}.`],
      seeAlso: [{ label: 'Privacy Policy', path: '/privacy' }],
    },
  ],
};

export const COOKIE_POLICY_2022: LegalDocument = {
  effective: '2022-04-20',
  supersededBy: '/cookies',
  sections: [
    {
      heading: 'What this policy covers',
      paragraphs: [
        'This policy explains what the Storyverse website stores in your browser during the Founders Pass sale and the plot sale.',
      ],
    },
    {
      heading: 'What we store',
      paragraphs: [
        "We do not use advertising cookies. The website keeps a few entries in your browser's local storage, which stays until it is removed, and session storage, which is cleared when you close the tab:",
      ],
      items: [
        'Wallet connection (local storage): which wallet you connected, so you do not have to choose it again on your next visit. It is removed when you disconnect.',
        'Sale progress (session storage): a transaction in progress, so that reloading the page does not send it twice. It is removed when the transaction completes.',
      ],
    },
    {
      heading: 'Analytics and third parties',
      paragraphs: [
        'We count page views and button presses to improve the website. The plot map and embedded videos come from other services, which may set their own cookies.',
      ],
    },
    {
      heading: 'Your choices and contact',
      paragraphs: [
        `You can clear this site's data in your browser settings at any time; you will then need to reconnect your wallet. Questions: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
