/** Shapes of the landing page's copy (spec sections 1, 2 and 3). */

/** A community story in the 'Our Stories' carousel (spec section 3). */
export interface CarouselStory {
  tokenId: number;
  title: string;
  /** The story itself, to watch. */
  media: string;
  poster: string;
  ownerName: string;
  /** The owner's page on the marketplace. */
  ownerLink: string;
}

/** Spec section 3. */
export interface TeamMember {
  name: string;
  role: string;
}

export interface RoadmapItem {
  period: string;
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A collection card of the FAQ (spec sections 1 and 9). */
export interface CollectionCard {
  name: string;
  supply: number;
  cost: string;
  /** When it mints: a date, or 'Live'. */
  mintDate: string;
}

/** A card of the showcase 'Create. Animate. Share.'. */
export interface ShowcaseItem {
  title: string;
  text: string;
}

/** A video shown on the page, with the size it was made at (no layout shift while it loads). */
export interface VideoMedia {
  src: string;
  poster: string;
  width: number;
  height: number;
}
