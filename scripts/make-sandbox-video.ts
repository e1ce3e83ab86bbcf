/**
 * Generates the sandbox's video files (src/sandbox/media/video/) with ffmpeg: a six-second
 * animated test card (brand gradient, a moving square, the word CAIRN and a running timestamp,
 * so a test or a person can see it play) with a quiet tone, in a landscape and a portrait cut,
 * each as WebM (VP9 + Opus) and MP4 (H.264 + AAC, moov first so playback starts before the end
 * arrives). Single-threaded encoders and bitexact flags make the output the same on every run
 * with the same ffmpeg build. The WebVTT tracks beside them are written by hand.
 *
 *   apt-get install -y ffmpeg && npx node scripts/make-sandbox-video.ts
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../src/sandbox/media/video/', import.meta.url));
const SECONDS = 6;
const FPS = 24;
const FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';
/** Each file must stay small: the repository carries them and the e2e suite streams them. */
const MAX_BYTES = 300 * 1024;

const CUTS = [
  { name: 'trail-loop-landscape', width: 640, height: 360, fontSize: 56 },
  { name: 'trail-loop-portrait', width: 360, height: 640, fontSize: 44 },
] as const;

const DETERMINISTIC = ['-threads', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1'];

for (const cut of CUTS) {
  const { width: w, height: h } = cut;
  const inputs = [
    '-f', 'lavfi', '-i', `gradients=s=${w}x${h}:r=${FPS}:c0=0x2f4a3a:c1=0x2f6690:c2=0x1b1f1c:nb_colors=3:speed=0.02:seed=7:d=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${SECONDS}`,
  ];
  const video = [
    `drawbox=x='mod(t*${Math.round(w / 4)},${w})':y=${Math.round(h * 0.7)}:w=${Math.round(w / 10)}:h=${Math.round(w / 10)}:color=0xe9e2d0@0.9:t=fill`,
    `drawtext=fontfile=${FONT}:text='CAIRN':fontcolor=0xfbfaf7:fontsize=${cut.fontSize}:x=(w-tw)/2:y=(h-th)/2`,
    `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=0xfbfaf7:fontsize=20:x=16:y=16`,
  ].join(',');
  const common = ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-vf', video, '-af', 'volume=0.08', '-shortest'];
  const webm = `${OUT}${cut.name}.webm`;
  const mp4 = `${OUT}${cut.name}.mp4`;
  execFileSync('ffmpeg', [...common, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '0', '-deadline', 'good', '-cpu-used', '2', '-g', String(FPS * 2), '-c:a', 'libopus', '-b:a', '24k', ...DETERMINISTIC, webm]);
  execFileSync('ffmpeg', [...common, '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-g', String(FPS * 2), '-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart', ...DETERMINISTIC, mp4]);
  for (const file of [webm, mp4]) {
    const size = statSync(file).size;
    if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over ${MAX_BYTES}`);
    console.log(`${file.slice(OUT.length)}: ${size} bytes`);
  }
}
