/**
 * The Cloudinary player's options for a video block: what the server decided, and nothing that
 * would reach Cloudinary or Google on its own (no remote configuration, usage reports,
 * analytics, web font, seek thumbnails or logo). Pure, so the tests read it without a browser.
 */
import type { VideoClientConfig } from './model.ts';

export function playerOptions(config: VideoClientConfig): Record<string, unknown> {
  return {
    cloudName: config.cloudName,
    controls: !config.hideControls,
    autoplay: false,
    loop: config.loop,
    muted: config.muted,
    preload: 'metadata',
    playsinline: true,
    fluid: false,
    bigPlayButton: !config.hideControls,
    chaptersButton: config.hasChapters,
    pictureInPictureToggle: false,
    showJumpControls: false,
    seekThumbnails: false,
    aiHighlightsGraph: false,
    floatingWhenNotVisible: 'none',
    hideContextMenu: true,
    showLogo: false,
    fontFace: 'inherit',
    // No remote configuration, no usage reports, no analytics beacons.
    videoConfig: false,
    allowUsageReport: false,
    cloudinaryAnalytics: false,
    analytics: false,
    // Captions are fetched when shown, not when the player starts.
    html5: { nativeTextTracks: false, preloadTextTracks: false },
  };
}

