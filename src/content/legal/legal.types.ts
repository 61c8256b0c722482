import type { CurrentLegalPath, LegalPath } from '../legalPages';

/** A page of this site that legal text refers to. */
export interface LegalLink {
  label: string;
  path: LegalPath | '/community';
}

/**
 * A titled part of a legal page: paragraphs, then a list, then links to the pages it refers to,
 * each optional. Plain text only: the page turns the support e-mail into a link by itself.
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  seeAlso?: readonly LegalLink[];
}

/** A version in force, dated by its last change (ISO date). */
interface CurrentVersion {
  updated: string;
}

/** An earlier version, kept at its own address for those who agreed to it, with the one that replaced it. */
interface EarlierVersion {
  /** ISO date. */
  effective: string;
  supersededBy: CurrentLegalPath;
}

/** The body of a legal page; its title is the route's (src/content/legalPages.ts). */
export type LegalDocument = (CurrentVersion | EarlierVersion) & {
  sections: readonly LegalSection[];
};
