import type { MachineModel } from './modelTypes';
import { adminFundsModel } from './adminFunds/adminFundsModel';
import { appModel } from './app/appModel';
import { approvalModel } from './approval/approvalModel';
import { followVerifyModel } from './followVerify/followVerifyModel';
import { identityProofModel } from './identityProof/identityProofModel';
import { loginToMintModel } from './loginToMint/loginToMintModel';
import { mockIdentityProviderModel } from './identityProof/mockIdentityProviderModel';
import { mintEntrySigningModel } from './mintEntrySigning/mintEntrySigningModel';
import { mintPageModel } from './mintPage/mintPageModel';
import { mintStepModel } from './mintStep/mintStepModel';
import { newsletterSignUpModel } from './newsletterSignUp/newsletterSignUpModel';
import { phaseTimerModel } from './phaseTimer/phaseTimerModel';
import { plotSaleModel } from './plotSale/plotSaleModel';
import { shareModel } from './share/shareModel';
import { shareToMintModel } from './shareToMint/shareToMintModel';
import { socialAuthModel } from './socialAuth/socialAuthModel';
import { userModel } from './user/userModel';
import { whitelistResultModel } from './whitelistResult/whitelistResultModel';
import { whitelistFormsModel } from './whitelistForms/whitelistFormsModel';

/**
 * Every machine with a path model, by name (`npm run paths -- <name>`). Pure plan data
 * only: this registry is loaded by tsx, outside vite and jsdom.
 */
export const models: Readonly<Record<string, MachineModel>> = {
  adminFunds: adminFundsModel,
  app: appModel,
  approval: approvalModel,
  followVerify: followVerifyModel,
  identityProof: identityProofModel,
  loginToMint: loginToMintModel,
  mintEntrySigning: mintEntrySigningModel,
  mintPage: mintPageModel,
  mintStep: mintStepModel,
  mockIdentityProvider: mockIdentityProviderModel,
  newsletterSignUp: newsletterSignUpModel,
  phaseTimer: phaseTimerModel,
  plotSale: plotSaleModel,
  share: shareModel,
  shareToMint: shareToMintModel,
  socialAuth: socialAuthModel,
  user: userModel,
  whitelistForms: whitelistFormsModel,
  whitelistResult: whitelistResultModel,
};
