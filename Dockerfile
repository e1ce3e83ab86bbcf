# Cairn's storefront image (and the sandbox's: the same files). It runs what `npm run stack` runs:
# `npm ci`, `npm run build`, then the production server. compose.yaml puts it behind Varnish and a
# TLS proxy with Redis (docs/decisions.md "The production stack").
FROM node:24-bookworm-slim

WORKDIR /app
RUN chown node:node /app && mkdir /data && chown node:node /data
USER node

COPY --chown=node:node package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY --chown=node:node . .
# Read at build: the public origin (canonical URLs, and the host whose forwarded headers are
# trusted) and any other public host names (ALLOWED_HOSTS, comma-separated).
ARG SITE_URL=https://localhost:8443
ARG ALLOWED_HOSTS=
RUN SITE_URL="$SITE_URL" ALLOWED_HOSTS="$ALLOWED_HOSTS" npm run build

ENV HOST=0.0.0.0 PORT=4321
EXPOSE 4321
# The production server: Astro's handler behind precompressed files and compression
# (src/server/main.ts); compose sets COMPRESSION=off, its proxy compresses.
CMD ["node", "src/server/main.ts"]
