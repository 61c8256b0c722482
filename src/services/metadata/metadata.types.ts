export interface NftMetadata {
  id: string;
  name: string;
  image: string;
}

/** NFT metadata: GET {id} on the metadata base, 10 s timeout. A failure resolves null and is logged. */
export interface MetadataService {
  fetchMetadata(id: string, signal?: AbortSignal): Promise<NftMetadata | null>;
}
