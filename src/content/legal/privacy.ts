import { SUPPORT_EMAIL } from '../support';
import type { LegalDocument } from './legal.types';

export const PRIVACY_POLICY: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Who we are and what this covers',
      paragraphs: [
        'This policy explains what personal information Storyverse collects when you use our website, the hosted creator app, the story viewer, the plot map, our sales and our giveaways, how we use it and the choices you have. Residents of California have additional rights, described in our California Privacy Notice.',
      ],
      seeAlso: [{ label: 'California Privacy Notice', path: '/privacy-ca' }],
    },
    {
      heading: 'What we collect',
      items: [
        'Wallet addresses you connect, and for a Character Pass both the wallet that holds your NFTs (cold wallet) and the wallet you mint with (hot wallet).',
        'Which NFTs your wallets hold, as reported by the identity-proof provider when you verify ownership, and the results of screening your wallet address against sanctions and fraud lists.',
        'Your e-mail address, when you sign up for our newsletter, a waitlist or a whitelist.',
        'Your social network user id and user name, and the access tokens the social network gives us when you log in with it.',
        'Your stories: the characters, scenes, text and settings you create in the creator app, and whether you share them.',
        'Giveaway entries: the wallet and social account you entered with, and the captcha result.',
        'Usage events: pages you view, buttons you press, and the start, success or failure of wallet connections, whitelist sign-ups, mints and shares, with the browser and device information your browser sends.',
        'What you write to us, by e-mail, in our contact forms or in our community chat.',
      ],
    },
    {
      heading: 'How we use it',
      items: [
        'To run the Service: log you in with your wallet, save and show your stories, and check eligibility for whitelists, mints and giveaways.',
        'To prevent abuse: one entry per wallet and social account, captcha checks, wallet screening, and blocking bots and multiple accounts.',
        'To verify that you follow the social accounts a sale requires and, only when you choose to share, to post your story to your social account.',
        'To send the e-mails you asked for, including marketing e-mails if you consented.',
        'To understand how the Service is used and fix what does not work.',
        'To comply with the law and to enforce our terms.',
      ],
    },
    {
      heading: 'E-mail and marketing',
      paragraphs: [
        'When you enter your e-mail address in a sign-up form, you consent to be contacted with marketing and promotional e-mails about Storyverse mints, collections and updates. We do not sell or rent your e-mail address.',
        `Every marketing e-mail has an unsubscribe link. You can also unsubscribe by writing to ${SUPPORT_EMAIL}. We may still send you messages about a whitelist spot or a mint you are taking part in.`,
      ],
    },
    {
      heading: 'Public blockchain data',
      paragraphs: [
        'Wallet addresses, mints, transfers and token ownership are recorded on a public blockchain, where anyone can see them and where nobody, including us, can change or delete them. If you link a wallet address to your name, e-mail or social account, that link may let others identify you. Requests to delete personal information cannot apply to data on the blockchain.',
      ],
    },
    {
      heading: 'Who we share it with',
      items: [
        'Service providers who work for us under contract: hosting, e-mail delivery, analytics, captcha, wallet screening and the identity-proof provider.',
        'The social network, when you log in with it, when we check your follows, and when you ask us to post your story.',
        'Anyone, for stories you choose to share: shared stories can be viewed by anyone with the link.',
        'Authorities, when the law requires it or to protect the rights and safety of our users and of Storyverse.',
        'A buyer or successor, if Storyverse is sold or merged, under the terms of this policy.',
      ],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        "The website keeps a few entries in your browser's local and session storage: the wallet you connected, your identity-proof session for 5 minutes, your social-login credentials and a mint in progress. Our Cookie Policy lists them and how to remove them.",
      ],
      seeAlso: [{ label: 'Cookie Policy', path: '/cookies' }],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account and sale records while they are needed to provide the Service and for as long as the law requires, usually no longer than 3 years after your last activity. Giveaway entries are kept until the winners have received their prizes and any dispute is settled. Usage events are kept in aggregate form. You can unsubscribe from e-mails at any time, and we then keep only the record that you unsubscribed.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        `Depending on where you live, you may ask to access, correct, delete or receive a copy of your personal information, object to or restrict its use, or withdraw consent. Write to ${SUPPORT_EMAIL}; we may ask you to sign a message with your wallet or confirm your e-mail address to verify the request, and we answer within 30 days.`,
        'The Service is not meant for children under 13, and we do not knowingly collect their personal information. Sales and giveaways are open only to adults.',
      ],
    },
    {
      heading: 'Security, transfers and changes',
      paragraphs: [
        'We protect personal information with access controls and encryption in transit, but no system is perfectly secure. We may process information in the United States and other countries where our providers work, with the safeguards the law requires.',
        `We will post changes to this policy here with a new date and keep earlier versions at their own dated addresses. Questions: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY_2022: LegalDocument = {
  effective: '2022-04-20',
  supersededBy: '/privacy',
  sections: [
    {
      heading: 'What this covers',
      paragraphs: [
        'This policy explains what personal information Storyverse collects through its website, the Founders Pass sale and the plot sale, and how we use it.',
      ],
    },
    {
      heading: 'What we collect',
      items: [
        'The wallet address you connect to take part in a sale.',
        'Your e-mail address, if you join our mailing list.',
        'Pages you visit and buttons you press on the website, with basic browser and device information.',
        'Messages you send us.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use this information to run the sales, to send the e-mails you asked for, to understand how the website is used and to prevent abuse. By entering your e-mail you consent to receive marketing and promotional e-mails; each e-mail has an unsubscribe link.',
      ],
    },
    {
      heading: 'Sharing and the blockchain',
      paragraphs: [
        'We share information only with providers who help us run the website, and with authorities where the law requires. Transactions and wallet addresses are public on the blockchain and cannot be deleted.',
      ],
    },
    {
      heading: 'Your rights and contact',
      paragraphs: [
        `You may ask us to access, correct or delete your personal information, or to stop sending you e-mails, by writing to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const CALIFORNIA_PRIVACY_NOTICE: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Who this notice is for',
      paragraphs: [
        'This notice supplements our Privacy Policy for residents of California, as required by the California Consumer Privacy Act as amended by the California Privacy Rights Act (together, the "CCPA"). Words defined in the CCPA have the same meaning here.',
      ],
      seeAlso: [{ label: 'Privacy Policy', path: '/privacy' }],
    },
    {
      heading: 'Personal information we collected in the past 12 months',
      items: [
        'Identifiers: e-mail address, wallet addresses, social network user id and user name.',
        'Commercial information: whitelist sign-ups, mints and NFTs held, giveaway entries.',
        'Internet or other electronic network activity: pages viewed, buttons pressed, wallet connection and mint events, browser and device information.',
        'User content: stories you create and share with the creator app.',
        'Sensitive personal information: account log-in credentials for your social network, in the form of access tokens, used only to verify follows and post what you ask us to post.',
      ],
    },
    {
      heading: 'Where it comes from and why',
      paragraphs: [
        'We collect this information from you, from your browser, from the social network you log in with, from the identity-proof provider and from public blockchain data. We use it for the business purposes described in our Privacy Policy: providing the Service, preventing fraud and abuse, sending the e-mails you asked for, analytics and legal compliance.',
      ],
    },
    {
      heading: 'Selling and sharing',
      paragraphs: [
        'We do not sell personal information, and we do not share it for cross-context behavioural advertising. We have not done so in the past 12 months, and we do not knowingly sell or share the personal information of consumers under 16. We use sensitive personal information only for the purposes the CCPA allows, and not to infer characteristics about you.',
      ],
    },
    {
      heading: 'Your rights',
      items: [
        'Right to know what personal information we collected about you, where it came from, why we collected it and whom we disclosed it to.',
        'Right to delete personal information we collected from you, subject to exceptions in the law. Data recorded on a public blockchain cannot be deleted by anyone.',
        'Right to correct inaccurate personal information.',
        'Right to opt out of the sale or sharing of personal information, although we do neither.',
        'Right to limit the use of sensitive personal information.',
        'Right not to be discriminated against for exercising any of these rights.',
      ],
    },
    {
      heading: 'How to make a request',
      paragraphs: [
        `Send your request to ${SUPPORT_EMAIL} with "California privacy request" as the subject. To verify it, we will ask you to confirm the e-mail address we hold or to sign a message with the wallet the request concerns. We confirm receipt within 10 business days and answer within 45 days, or tell you if we need up to 45 more.`,
        'An authorised agent may make a request for you, with your signed permission; we may still ask you to verify your identity directly.',
      ],
    },
    {
      heading: 'Direct marketing disclosures',
      paragraphs: [
        'We do not disclose personal information to third parties for their own direct marketing purposes. You can stop our marketing e-mails at any time with the unsubscribe link in each e-mail.',
      ],
    },
  ],
};
