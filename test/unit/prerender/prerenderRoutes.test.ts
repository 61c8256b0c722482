import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/readConfig';
import { fileOfRoute, prerenderRoutes, SALE_CARD_IMAGE, SITE_CARD_IMAGE } from '../../../src/prerender/prerenderRoutes';
import { PAGE_ROUTES_TO_PRERENDER } from '../../support/prerenderedPaths';
import { makeSale } from '../domain/saleFixtures';

const config = readConfig({ VITE_SITE_URL: 'https://mint.example.org' });

const BAYC = makeSale({
  saleId: 'bayc',
  saleName: 'Bored Ape Character Pass',
  saleDescription: 'A free Character Pass for Bored Ape holders.',
  saleHeaderTitle: 'Character Pass',
  saleHeaderSubTitle: 'For Bored Ape holders',
  saleMedia: { aspectRatio: 16 / 9, directVideoUrl: '/media/bayc.mp4', imageUrl: 'https://cdn.example.org/bayc.jpg' },
});
const FEZ = makeSale({
  saleId: 'FezLove',
  saleType: 'collection',
  saleName: 'Fez Love',
  saleDescription: 'Register to win a FREE Fez Love Collectible Story.',
  saleMedia: { aspectRatio: 1, imageUrl: '/media/default-sale.svg' },
});
/** A sale only /mint/{saleId} reaches (no route of its own). */
const EXTRA = makeSale({ saleId: 'spring-drop', saleType: 'plot', saleName: 'Spring Drop' });

const routes = prerenderRoutes(config, [BAYC, FEZ, EXTRA]);
const route = (path: string) => routes.find((candidate) => candidate.path === path);

describe('prerenderRoutes', () => {
  it('writes the landing, informational and legal pages and every mint route', () => {
    const paths = routes.map((candidate) => candidate.path);
    expect(paths).toEqual(expect.arrayContaining([...PAGE_ROUTES_TO_PRERENDER]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes each sale of the data set at /mint/{saleId} and at its sale type's route, lowercased", () => {
    expect(route('/mint/bayc')?.salePreview?.saleId).toBe('bayc');
    expect(route('/characterpass/bayc')?.salePreview?.saleName).toBe('Bored Ape Character Pass');
    expect(route('/collections/bayc')).toBeUndefined();
    expect(route('/collections/fezlove')?.salePreview?.saleName).toBe('Fez Love');
    expect(route('/mint/spring-drop')).toBeDefined();
    expect(routes.filter((candidate) => candidate.path.endsWith('/spring-drop'))).toHaveLength(1);
  });

  it('writes a sale-id route whose sale the data set lacks as the plain mint page', () => {
    expect(route('/mayc')).toMatchObject({ salePreview: null, head: { title: 'Mint - Storyverse' } });
  });

  it("gives a sale page its sale's name, description and image, and preloads its video's poster", () => {
    const bayc = route('/bayc')!;
    expect(bayc.head).toEqual({
      title: 'Bored Ape Character Pass - Storyverse',
      cardTitle: 'Bored Ape Character Pass',
      description: 'A free Character Pass for Bored Ape holders.',
      canonicalUrl: 'https://mint.example.org/bayc',
      image: { url: 'https://cdn.example.org/bayc.jpg', alt: 'Bored Ape Character Pass' },
      siteName: 'Storyverse',
    });
    expect(bayc.preloadImage).toBe('https://cdn.example.org/bayc.jpg');
  });

  it('shows the default card for a sale whose picture share cards cannot show (an SVG)', () => {
    expect(route('/fezlove')?.head.image.url).toBe(`https://mint.example.org${SALE_CARD_IMAGE}`);
    expect(route('/mint/spring-drop')?.head.image.url).toBe(`https://mint.example.org${SALE_CARD_IMAGE}`);
  });

  it('titles the other pages as the app does, with the site card', () => {
    expect(route('/')?.head).toMatchObject({
      title: 'Home - Storyverse',
      cardTitle: 'Storyverse',
      description: 'Create, animate, and share stories with your NFTs.',
      canonicalUrl: 'https://mint.example.org/',
      image: { url: `https://mint.example.org${SITE_CARD_IMAGE.path}` },
    });
    expect(route('/')?.preloadImage).toBe('/media/hero-poster.webp');
    expect(route('/tos')?.head).toMatchObject({
      title: 'Terms of Service - Storyverse',
      cardTitle: 'Terms of Service',
    });
    expect(route('/community')?.head.title).toBe('Community Guidelines - Storyverse');
    expect(route('/about')?.preloadImage).toBeNull();
  });

  it('leaves out a sale whose id makes no file name', () => {
    const odd = makeSale({ saleId: '../etc/passwd' });
    expect(prerenderRoutes(config, [odd]).some((candidate) => candidate.path.includes('passwd'))).toBe(false);
  });
});

describe('fileOfRoute', () => {
  it('writes / as index.html and every other path as a file of its own, as static hosts look them up', () => {
    expect(fileOfRoute('/')).toBe('index.html');
    expect(fileOfRoute('/about')).toBe('about.html');
    expect(fileOfRoute('/mint/bayc')).toBe('mint/bayc.html');
  });
});
