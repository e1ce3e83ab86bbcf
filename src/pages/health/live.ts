/** GET /health/live: the process answers (a supervisor restarts it when not). Nothing about versions or upstreams. */
import type { APIRoute } from 'astro';

export const GET: APIRoute = () => new Response(JSON.stringify({ status: 'ok' }), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
