/**
 * GET /fapi/components/size-chart/{productType} (docs/requirements/catalogue.md#product "internal page data"): a product
 * type's size chart as JSON, for surfaces that show it in the browser (quick shop). The product
 * page renders the same chart on the server (src/components/product/SizeChart.astro). `sizes`
 * (comma-separated) keeps the rows of a product's sizes. Public: the charts are the same for all.
 */
import type { APIRoute } from 'astro';
import { isSizeChartType, sizeChart } from '../../../../lib/catalogue/size-chart.ts';

const json = (status: number, body: unknown, cache: string) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cache } });

export const GET: APIRoute = ({ params, url }) => {
  const type = params.productType;
  const sizes = url.searchParams.get('sizes')?.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50);
  const chart = isSizeChartType(type) ? sizeChart(type, sizes?.length ? sizes : undefined) : null;
  if (!chart) return json(404, { errorDetails: [{ errorId: 'API404', message: 'No size chart for this product type' }] }, 'public, max-age=300');
  return json(200, chart, 'public, max-age=3600, stale-while-revalidate=86400');
};
