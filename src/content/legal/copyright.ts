import { SUPPORT_EMAIL } from '../support';
import type { LegalDocument } from './legal.types';

export const COPYRIGHT_POLICY: LegalDocument = {
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Our approach',
      paragraphs: [
        'Storyverse respects the intellectual property of others and expects its users to do the same. This policy explains how to tell us that a story, image, text, sound or other material on Storyverse infringes your copyright, and how a user can respond. It follows the notice-and-takedown process of the US Digital Millennium Copyright Act (DMCA).',
        'Owning an NFT does not by itself give the right to use its artwork in a story; that depends on the licence of its collection. Rights holders are welcome to write to us about uses of their work.',
      ],
    },
    {
      heading: 'Our designated copyright agent',
      paragraphs: [
        `Send copyright notices to our designated agent: Copyright Agent, Storyverse, at ${SUPPORT_EMAIL}, with "Copyright notice" as the subject. Notices sent elsewhere may not be handled as quickly.`,
      ],
    },
    {
      heading: 'What a notice must include',
      items: [
        'Your physical or electronic signature, as the copyright owner or someone authorised to act for them.',
        'A description of the copyrighted work you believe is infringed.',
        'The address on Storyverse of each infringing item, for example the link of a shared story (/view/...) or of a creator page.',
        'Your name, postal address, telephone number and e-mail address.',
        'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
        'A statement, under penalty of perjury, that the information in the notice is accurate and that you are the owner or authorised to act for the owner.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'When we receive a complete notice we remove or disable access to the material, tell the user who posted it and give them a copy of the notice. Incomplete notices may not be acted on; we will tell you what is missing.',
        'Tokens on a public blockchain cannot be deleted by us or anyone else. For an NFT that infringes, we can stop showing it and stories that use it on Storyverse, remove it from our sales and collections, and stop serving its artwork and metadata from our servers.',
      ],
    },
    {
      heading: 'Counter-notices',
      paragraphs: [
        'If you believe your material was removed by mistake or misidentification, you may send our agent a counter-notice that includes:',
      ],
      items: [
        'your physical or electronic signature;',
        'the material that was removed and where it appeared before removal;',
        'a statement under penalty of perjury that you believe in good faith that it was removed by mistake or misidentification;',
        'your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal court for your district (or, outside the United States, any district where Storyverse may be found) and will accept service from the person who sent the notice.',
      ],
    },
    {
      heading: 'Restoring material',
      paragraphs: [
        'We forward a valid counter-notice to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action, we restore the material 10 to 14 business days after receiving the counter-notice.',
      ],
    },
    {
      heading: 'Repeat infringers and false claims',
      paragraphs: [
        'We end access to the creator app and sharing for users who repeatedly infringe. Anyone who knowingly misrepresents that material infringes, or that it was removed by mistake, may be liable for damages, so please consider fair use and licences before sending a notice.',
      ],
    },
  ],
};

export const COPYRIGHT_POLICY_2022: LegalDocument = {
  effective: '2022-04-20',
  supersededBy: '/copyright',
  sections: [
    {
      heading: 'Our approach',
      paragraphs: [
        'Storyverse respects the intellectual property of others. If you believe material on our website infringes your copyright, tell us and we will look into it following the process of the US Digital Millennium Copyright Act.',
      ],
    },
    {
      heading: 'How to send a notice',
      paragraphs: [`Write to our copyright agent at ${SUPPORT_EMAIL} and include:`],
      items: [
        'your signature and contact details;',
        'the work you believe is infringed and where the infringing material appears on our website;',
        'a statement that you believe in good faith the use is not authorised;',
        'a statement, under penalty of perjury, that your notice is accurate and that you are the owner or authorised to act for them.',
      ],
    },
    {
      heading: 'Removal and counter-notices',
      paragraphs: [
        'We remove or disable infringing material and tell the person who posted it, who may send a counter-notice if they believe it was removed by mistake. We do not control the blockchain and cannot delete tokens, but we can stop showing them on our website.',
      ],
    },
    {
      heading: 'Repeat infringers',
      paragraphs: ['We end access for users who repeatedly infringe the rights of others.'],
    },
  ],
};
