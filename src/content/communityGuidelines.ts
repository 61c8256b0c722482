/** A rule or a measure of the guidelines, with what it means. */
export interface GuidelineEntry {
  name: string;
  explanation: string;
}

/** A titled list of entries, with the sentence that leads into it. */
export interface GuidelineList {
  heading: string;
  intro: string;
  entries: readonly GuidelineEntry[];
}

export interface CommunityGuidelines {
  title: string;
  intro: readonly string[];
  forbidden: GuidelineList;
  consequences: GuidelineList;
  reporting: {
    heading: string;
    intro: string;
    /** Leads into the support e-mail address. */
    byEmail: string;
    /** The text of the link to the community chat. */
    inChat: string;
    emergency: string;
  };
}

/** The community guidelines (spec section 2): what is not allowed, what we do about it, how to report. */
export const COMMUNITY_GUIDELINES: CommunityGuidelines = {
  title: 'Community Guidelines',
  intro: [
    'Storyverse is a place to create, animate and share stories with your NFTs, and to enjoy the stories of others. These guidelines keep it safe and welcoming for everyone.',
    'They apply to everything you make or share with Storyverse: your stories and the characters, scenes, text and sound in them, their titles and captions, the posts you share from Storyverse, and what you write in our community chat. They are part of our Terms of Service.',
  ],
  forbidden: {
    heading: 'What is not allowed',
    intro: 'Do not create or share content, or behave in a way, that involves any of the following:',
    entries: [
      {
        name: 'Illegal activity',
        explanation: 'Content that breaks the law, or promotes, sells or explains how to commit a crime.',
      },
      {
        name: 'Violence',
        explanation:
          'Threats, calls to violence, or content that glorifies real violence, terrorism or violent extremism.',
      },
      {
        name: 'Hate or harassment',
        explanation:
          'Attacks on people for who they are, including their race, ethnicity, religion, gender, sexual orientation or disability, and bullying or targeting anyone.',
      },
      {
        name: 'Self-harm',
        explanation: 'Content that encourages or promotes suicide, self-injury or eating disorders.',
      },
      {
        name: 'Pornography',
        explanation: 'Sexually explicit images, animation or text, and any sexual content involving minors.',
      },
      {
        name: 'Sex trafficking',
        explanation: 'Content that promotes, arranges or profits from the sexual exploitation of anyone.',
      },
      {
        name: 'Impersonation',
        explanation:
          'Pretending to be another person, project or brand, or to be part of the Storyverse team, in a way that misleads others.',
      },
      {
        name: 'Private information',
        explanation:
          "Sharing someone's personal information, such as their address, phone number or the identity behind a wallet, without their permission.",
      },
      {
        name: 'Spam',
        explanation:
          'Repetitive, misleading or unwanted content, fake engagement, and mass posting of links or promotions.',
      },
      {
        name: 'Rights violations',
        explanation:
          'Using artwork, characters, music or other material you do not have the rights to, including NFTs whose licence does not allow it; rights holders can use our Copyright Policy.',
      },
      {
        name: 'Fraud',
        explanation:
          'Scams, phishing, fake mints or giveaways, requests for recovery phrases, and anything meant to trick people out of their money or NFTs.',
      },
      {
        name: 'Gambling',
        explanation:
          'Promoting or running games of chance for money or crypto assets; only the official Storyverse giveaways, which are free to enter, are allowed.',
      },
    ],
  },
  consequences: {
    heading: 'What happens when content breaks these rules',
    intro:
      'We review reports and the content we find ourselves, and act according to how serious the problem is and whether it has happened before. We may take one or more of these measures:',
    entries: [
      {
        name: 'Removal',
        explanation: 'The story, post or message is taken down, and a shared story link stops working.',
      },
      {
        name: 'Reduced visibility',
        explanation: 'The content stays up but is no longer featured, recommended or shown in community stories.',
      },
      {
        name: 'Warnings',
        explanation:
          'We tell you which rule was broken; repeated or serious breaches can end your access to the creator app and to sharing.',
      },
      {
        name: 'Notifying law enforcement',
        explanation:
          "When content suggests a risk to someone's safety, or involves the exploitation of minors, we report it to the authorities.",
      },
    ],
  },
  reporting: {
    heading: 'Reporting',
    intro:
      'If you see content or behaviour that breaks these guidelines, tell us. Include the link of the story (it looks like /view/...) or a screenshot, and which rule you think it breaks. Reports are confidential.',
    byEmail: 'E-mail us at',
    inChat: 'Post in the support channel of our community chat',
    emergency: 'If someone is in immediate danger, contact your local emergency services first.',
  },
};
