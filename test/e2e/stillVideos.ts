import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STILLS = fileURLToPath(new URL('./media/', import.meta.url));

/**
 * The browser tests' preview servers answer /media/<name>.mp4 with a still copy from
 * test/e2e/media/ when there is one: the same size and length at one frame a second instead of
 * 24 (`ffmpeg -i public/media/<name>.mp4 -vf fps=1 -c:v libx264 -preset veryslow -crf 40
 * -pix_fmt yuv420p -an -movflags +faststart test/e2e/media/<name>.mp4`).
 *
 * Why: the hero and sale videos autoplay in a loop, and decoding them kept Chromium about 10% of a
 * core busy for as long as a page with one was open (measured over 10 s on `/`: 1.29 CPU-seconds
 * with the real video, 0.28 with the still). No test looks at a frame: they check the element,
 * its size, that it plays, is muted, or is not played under reduced motion, and all of that is
 * the same with a still.
 */
export function stillVideos(): Plugin {
  return {
    name: 'e2e-still-videos',
    configurePreviewServer(server) {
      // A few kilobytes each, read once: the path each one replaces, and its bytes.
      const stills = new Map(readdirSync(STILLS).map((name) => [`/media/${name}`, readFileSync(`${STILLS}${name}`)]));
      server.middlewares.use((request, response, next) => {
        const body = stills.get(new URL(request.url ?? '/', 'http://preview').pathname);
        if (!body) return next();
        response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': body.length });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
