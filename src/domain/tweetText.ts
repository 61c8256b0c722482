/** The text shared with a story (spec section 7: pre-share). */

/** Where the viewer link goes in the default tweet. */
export const VIDEO_LINK_PLACEHOLDER = '{videoLink}';

/** 'Check out my new story!', the viewer link, and a mention of the product. */
export const DEFAULT_TWEET_TEMPLATE = `Check out my new story! ${VIDEO_LINK_PLACEHOLDER} Made with {productName}`;

/** The default tweet text: the template with the viewer link and product name filled in. */
export function defaultTweetText(viewerLink: string, productName: string): string {
  // One pass with a replacer function: '$&' or a placeholder inside the link stays literal.
  return DEFAULT_TWEET_TEMPLATE.replace(/\{videoLink\}|\{productName\}/g, (token) =>
    token === VIDEO_LINK_PLACEHOLDER ? viewerLink : productName,
  );
}
