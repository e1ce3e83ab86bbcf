/**
 * GET /media/**: the generated images, and the video files and text tracks under /media/video/.
 * Content never changes for a path, so it is cached for a year. Transform query params (w, q,
 * sharpen, dpr) are accepted and ignored: SVG scales.
 */
import { findProduct } from '../catalog/store.ts';
import { notFound, type Exchange } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';
import { contentSvg, productSvg } from '../media/svg.ts';
import { sendVideoFile, VIDEO_FILE } from '../media/video.ts';

export const CONTENT_IMAGE_DEFAULT = { width: 1600, height: 900 } as const;
const MAX_SIDE = 4000;
const PRODUCT_IMAGE = /^products\/([A-Z0-9]+)\/([a-z0-9-]+)-(\d+)\.svg$/;
const CONTENT_IMAGE = /^content\/((?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*)\.svg$/;
const SIZE_SUFFIX = /-(\d{1,4})x(\d{1,4})$/;

function sendSvg(x: Exchange, svg: string): void {
  x.res.writeHead(200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Length': Buffer.byteLength(svg),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  x.res.end(svg);
}

function productImage(x: Exchange, id: string, color: string, view: number): string | undefined {
  const product = findProduct(x.db, id);
  const colorway = product?.colors.find((c) => c.value === color);
  if (!product || !colorway || view < 1 || view > product.imagesPerColor) return undefined;
  return productSvg({ name: product.name, department: product.department, colorLabel: colorway.label, swatch: colorway.swatch, view });
}

/** /media/content/{name}.svg, sized by a `-{w}x{h}` suffix (hero-winter-1600x900) or 1600 × 900. */
function contentImage(path: string): string | undefined {
  const name = path.split('/').pop() ?? path;
  const size = SIZE_SUFFIX.exec(name);
  const width = size ? Number(size[1]) : CONTENT_IMAGE_DEFAULT.width;
  const height = size ? Number(size[2]) : CONTENT_IMAGE_DEFAULT.height;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
  return contentSvg({ name, width, height });
}

export const mediaRoutes: Route[] = [
  {
    method: 'GET',
    path: '/media/*',
    handler: (x) => {
      const path = x.params['*'] ?? '';
      const video = VIDEO_FILE.exec(path);
      if (video) {
        sendVideoFile(x, video[1] as string);
        return;
      }
      const product = PRODUCT_IMAGE.exec(path);
      const content = CONTENT_IMAGE.exec(path);
      const svg = product
        ? productImage(x, product[1] as string, product[2] as string, Number(product[3]))
        : content
          ? contentImage(content[1] as string)
          : undefined;
      if (!svg) throw notFound(`No media at /media/${path}`);
      sendSvg(x, svg);
    },
  },
];
