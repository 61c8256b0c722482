import type { MintedNft, MintTransactionOutput } from '../../../machines/mintTransaction';
import type { ServiceAnswer } from '../jsdomHarness';

/**
 * What Minted must list when the mint's answer led there (spec section 4): the tokens
 * that mint produced. The expectation comes from the answer, not from the chart's context, so that
 * a chart that reaches Minted after a failed mint fails its path. Null when Minted was reached
 * another way (the page of the sale's phase, a resumed mint).
 */
export function tokensTheMintAnswered(answer: ServiceAnswer | null): MintedNft[] | null {
  if (answer?.actorId !== 'mintStep') return null;
  const output = answer.output as MintTransactionOutput | undefined;
  if (output?.outcome !== 'minted') {
    const answered = output ? `'${output.outcome}'` : 'with an error';
    throw new Error(
      `Minted is shown, but the mint answered ${answered}: a mint that did not finish goes back to MintShare with 'Minting failed. Please try again.'`,
    );
  }
  return output.nfts;
}
