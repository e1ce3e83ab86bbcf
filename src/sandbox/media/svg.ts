/**
 * Generated images: a colour block with a silhouette and a caption, drawn as SVG. Local and
 * deterministic, so the shop works offline and screenshots are stable; never a hotlink.
 */
import type { Department } from '../seed/categories.ts';
import { PALETTE } from '../seed/palette.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** Black or white, whichever reads better on the background. */
function inkOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 150 ? '#1f1f1f' : '#ffffff';
}

/** Silhouettes drawn in a 1000 × 1000 box. */
const SILHOUETTES: Record<Department, string> = {
  footwear:
    'M180 620 L300 360 L420 360 L450 470 Q560 520 700 540 Q820 560 840 640 L840 690 Q840 720 800 720 L200 720 Q170 720 170 690 Z',
  apparel:
    'M380 240 L440 210 Q500 260 560 210 L620 240 L780 330 L720 470 L660 440 L660 780 L340 780 L340 440 L280 470 L220 330 Z',
  gear: 'M360 300 Q360 220 500 220 Q640 220 640 300 L700 320 Q740 340 740 400 L740 760 Q740 800 700 800 L300 800 Q260 800 260 760 L260 400 Q260 340 300 320 Z M420 230 Q500 160 580 230',
};

export interface ProductArt {
  name: string;
  department: Department;
  colorLabel: string;
  swatch: string;
  /** The view number: each view is drawn a little differently. */
  view: number;
}

export function productSvg(art: ProductArt, size = 1000): string {
  const ink = inkOn(art.swatch);
  const mirrored = art.view % 2 === 0 ? ' transform="translate(1000 0) scale(-1 1)"' : '';
  const shade = art.view === 1 ? '#f2f0eb' : art.view === 2 ? '#e6e3dc' : '#d9d5cc';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(`${art.name}, ${art.colorLabel}`)}">`,
    `<rect width="1000" height="1000" fill="${shade}"/>`,
    `<g${mirrored}><path d="${SILHOUETTES[art.department]}" fill="${art.swatch}" stroke="${inkOn(shade)}" stroke-opacity="0.25" stroke-width="6"/></g>`,
    `<rect x="0" y="860" width="1000" height="140" fill="${art.swatch}"/>`,
    `<text x="500" y="925" font-family="system-ui, sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="${ink}">${escapeXml(art.name)}</text>`,
    `<text x="500" y="970" font-family="system-ui, sans-serif" font-size="28" text-anchor="middle" fill="${ink}">${escapeXml(art.colorLabel)} · view ${art.view}</text>`,
    '</svg>',
  ].join('');
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export interface ContentArt {
  /** The file name without extension, e.g. "hero-winter-1600x900". */
  name: string;
  width: number;
  height: number;
}

/** A landscape for CMS banners and heroes: sky, sun and two ridgelines (the name is its accessible label). */
export function contentSvg(art: ContentArt): string {
  const h = hash(art.name);
  const sky = PALETTE[h % PALETTE.length]?.swatch ?? '#8fc1d4';
  const far = PALETTE[(h >>> 8) % PALETTE.length]?.swatch ?? '#56643a';
  const near = PALETTE[(h >>> 16) % PALETTE.length]?.swatch ?? '#2f4f3a';
  const { width: w, height: ht } = art;
  const peak = (x: number, y: number) => `${Math.round(x * w)} ${Math.round(y * ht)}`;
  const label = art.name.replace(/-\d+x\d+$/, '').replace(/[-_]+/g, ' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${w}" height="${ht}" fill="${sky}"/>`,
    `<path d="M${peak(0, 0.75)} L${peak(0.2, 0.45)} L${peak(0.35, 0.6)} L${peak(0.55, 0.3)} L${peak(0.8, 0.55)} L${peak(1, 0.4)} L${peak(1, 1)} L${peak(0, 1)} Z" fill="${far}" fill-opacity="0.85"/>`,
    `<path d="M${peak(0, 0.9)} L${peak(0.25, 0.7)} L${peak(0.45, 0.82)} L${peak(0.7, 0.62)} L${peak(1, 0.85)} L${peak(1, 1)} L${peak(0, 1)} Z" fill="${near}"/>`,
    // A sun, not a caption: CMS copy sits on top of these images and must not compete with text.
    `<circle cx="${Math.round(w * (0.15 + (h % 70) / 100))}" cy="${Math.round(ht * 0.22)}" r="${Math.round(Math.min(w, ht) * 0.07)}" fill="#f4e3b5" fill-opacity="0.9"/>`,
    '</svg>',
  ].join('');
}
