/** Pre-share: GET /preshare/{walletAddress}/{storyId} on the pipeline service gives the viewer link. */
export interface PreshareService {
  fetchViewerLink(walletAddress: string, storyId: string, signal?: AbortSignal): Promise<string>;
}
