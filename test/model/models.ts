import type { MachineModel } from './modelTypes';
import { appModel } from './app/appModel';
import { approvalModel } from './approval/approvalModel';
import { followVerifyModel } from './followVerify/followVerifyModel';
import { identityProofModel } from './identityProof/identityProofModel';
import { mockIdentityProviderModel } from './identityProof/mockIdentityProviderModel';
import { mintModel } from './mint/mintModel';
import { newsletterSignUpModel } from './newsletterSignUp/newsletterSignUpModel';
import { phaseTimerModel } from './phaseTimer/phaseTimerModel';
import { shareModel } from './share/shareModel';
import { socialAuthModel } from './socialAuth/socialAuthModel';
import { userModel } from './user/userModel';

/**
 * Every machine with a path model, by name (`npm run paths -- <name>`). Pure plan data
 * only: this registry is loaded by tsx, outside vite and jsdom.
 */
export const models: Readonly<Record<string, MachineModel>> = {
  app: appModel,
  approval: approvalModel,
  followVerify: followVerifyModel,
  identityProof: identityProofModel,
  mint: mintModel,
  mockIdentityProvider: mockIdentityProviderModel,
  newsletterSignUp: newsletterSignUpModel,
  phaseTimer: phaseTimerModel,
  share: shareModel,
  socialAuth: socialAuthModel,
  user: userModel,
};
