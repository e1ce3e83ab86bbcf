/**
 * The Cloudinary video player around the block's native <video> (loaded by video.client.ts when
 * the block nears the viewport). It plays the URLs the server chose (local files, or the
 * Cloudinary asset's delivery URLs), so it never resolves a public id, fetches a remote player
 * configuration, sends usage reports or analytics, or loads a web font: offline, nothing leaves
 * the shop's origin.
 */
import { videoPlayer } from 'cloudinary-video-player';
// As a URL, not an import: an imported stylesheet would be linked from every page with a video
// block, loading the player's 27 KB of CSS before anyone scrolls to it.
import playerStylesheet from 'cloudinary-video-player/cld-video-player.min.css?url';
import type { Breakpoint } from '../../schemas/content/common.ts';
import type { VideoClientConfig, VideoSource } from './model.ts';
import { playerOptions } from './player-options.ts';

/** The parts of Video.js we use (the Cloudinary player exposes its Video.js instance). */
interface VideoJsTrack {
  kind: string;
  label: string;
  language: string;
  mode: 'disabled' | 'hidden' | 'showing';
}
interface VideoJs {
  play(): Promise<void> | undefined;
  /**
   * The per-source behaviours plugin. Off, it no longer reports our sources as "changed by
   * someone else", which makes the Cloudinary plugin reset itself and throw.
   */
  perSourceBehaviors?: { disable(): void };
  paused(): boolean;
  currentTime(): number;
  src(sources: VideoSource[]): void;
  poster(url: string): void;
  textTracks(): ArrayLike<VideoJsTrack>;
}
interface CloudinaryPlayer {
  videojs: VideoJs;
}

/**
 * The Cloudinary player only accepts a <video> without sources (it reaches for the playback
 * engine before Video.js could load one), so the server's <source> elements are taken out
 * first and the current breakpoint's cut is handed to Video.js once the player is ready.
 */
function takeSources(video: HTMLVideoElement): void {
  video.querySelectorAll('source').forEach((s) => s.remove());
}

function showDefaultTrack(vjs: VideoJs, wanted: VideoClientConfig['defaultTrack']): void {
  if (!wanted) return;
  const tracks = vjs.textTracks();
  for (let i = 0; i < tracks.length; i++) {
    const t = tracks[i] as VideoJsTrack;
    if (t.kind === 'captions' && t.language === wanted.srclang && t.label === wanted.label) t.mode = 'showing';
  }
}

function autoplay(vjs: VideoJs): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // docs/requirements/content-blocks.md#video: an autoplay failure (the browser's policy, a lost source) is only logged.
  Promise.resolve(vjs.play()).catch((error: unknown) => console.warn('[video] autoplay was refused', error instanceof Error ? error.name : error));
}

let stylesheet: Promise<void> | undefined;

/** Links the player's stylesheet once, and waits for it so the controls never show unstyled. */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = playerStylesheet;
    link.addEventListener('load', () => resolve());
    // Unstyled controls still work: go on without the styles.
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
  return stylesheet;
}

export async function mountPlayer(video: HTMLVideoElement, config: VideoClientConfig, breakpoint: () => Breakpoint): Promise<void> {
  await loadStylesheet();
  let bp = breakpoint();
  takeSources(video);
  const ready = (player: CloudinaryPlayer) => {
    const vjs = player.videojs;
    vjs.perSourceBehaviors?.disable();
    vjs.src(config.cuts[bp].sources);
    showDefaultTrack(vjs, config.defaultTrack);
    if (config.autoplay) autoplay(vjs);
    // Another breakpoint's cut, if the window crosses one before the shopper has started it.
    const onResize = () => {
      const next = breakpoint();
      if (next === bp) return;
      bp = next;
      if (vjs.paused() && vjs.currentTime() === 0) {
        const cut = config.cuts[bp];
        vjs.src(cut.sources);
        if (cut.poster) vjs.poster(cut.poster);
      }
    };
    addEventListener('resize', onResize, { passive: true });
  };
  // The types declare a ready callback without arguments; the player passes itself.
  videoPlayer(video.id, playerOptions(config), ready as unknown as () => void);
}
