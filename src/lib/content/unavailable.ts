/**
 * The answer when the content service is down and nothing is cached: a complete, self-contained
 * 503 page with Retry-After (never a half-rendered page), that no cache keeps.
 */
import { pageMessages } from '../page/messages.ts';

export const RETRY_AFTER_SECONDS = 30;

export function serviceUnavailable(lang = 'en'): Response {
  const words = pageMessages(lang);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.unavailableTitle} | Cairn</title><style>body{font-family:Arial,Helvetica,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fbfaf7;color:#1b1f1c}main{max-width:32rem;padding:2rem;text-align:center}a{color:#2f4a3a}</style></head><body><main><h1>${words.unavailableTitle}</h1><p>${words.unavailableText}</p><p><a href="">${words.tryAgain}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}
