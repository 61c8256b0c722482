import type { LegalPath } from '../legalPages';
import { COOKIE_POLICY, COOKIE_POLICY_2022 } from './cookies';
import { COPYRIGHT_POLICY, COPYRIGHT_POLICY_2022 } from './copyright';
import type { LegalDocument } from './legal.types';
import { CALIFORNIA_PRIVACY_NOTICE, PRIVACY_POLICY, PRIVACY_POLICY_2022 } from './privacy';
import {
  CHARACTER_PASS_TERMS,
  COLLECTIBLE_GIVEAWAYS_TERMS,
  FOUNDERS_PASS_TERMS,
  PLOT_SALE_TERMS_2022,
} from './saleTerms';
import { TERMS_OF_SERVICE, TERMS_OF_SERVICE_2022 } from './termsOfService';

/** The body of every legal route: a route without one does not compile. Only the legal page imports this. */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalPath, LegalDocument>> = {
  '/cookies': COOKIE_POLICY,
  '/cookies-2022-04-20': COOKIE_POLICY_2022,
  '/founderspassterms': FOUNDERS_PASS_TERMS,
  '/characterpassterms': CHARACTER_PASS_TERMS,
  '/collectiblegiveaways': COLLECTIBLE_GIVEAWAYS_TERMS,
  '/privacy': PRIVACY_POLICY,
  '/privacy-2022-04-20': PRIVACY_POLICY_2022,
  '/privacy-ca': CALIFORNIA_PRIVACY_NOTICE,
  '/copyright': COPYRIGHT_POLICY,
  '/copyright-2022-04-20': COPYRIGHT_POLICY_2022,
  '/tos': TERMS_OF_SERVICE,
  '/tos-2022-04-20': TERMS_OF_SERVICE_2022,
  '/plots-2022-04-20': PLOT_SALE_TERMS_2022,
};
