# syntax=docker/dockerfile:1
# The clinic's API, which also builds and serves the public site and serves the admin app (/admin/).
#   docker build -t klinik .
#   docker run -d --name klinik -p 4321:4321 -v klinik-data:/data --stop-timeout 130 \
#     -e ADMIN_PASSWORD='…' -e PUBLIC_SITE_URL=https://… klinik
# See docs/operations.md ("Container").

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true
RUN npm i -g pnpm@10
WORKDIR /app

# Everything installed (turbo, vite, TypeScript…) to build the admin app into apps/admin/dist. The API runs its
# TypeScript as is (Node's type stripping) and builds the public site itself at run time.
FROM base AS build
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --store-dir=/pnpm/store
RUN pnpm exec turbo run build --filter=@clinic/api... --filter=@clinic/admin

# Production dependencies only, of the API and of the site it builds (Astro, sharp, the shared packages).
FROM base AS deps
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir=/pnpm/store --prod --filter=@clinic/api... --filter=@clinic/site...

FROM ${NODE_IMAGE} AS runtime
# tini reaps the processes the site build leaves behind and passes signals on. postgresql-client (pg_dump and
# pg_restore for `backup`/`restore` with DATABASE_URL) only on request: Debian's is version 15, and pg_dump must be
# the server's major version or newer.
ARG PG_CLIENT=false
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && if [ "$PG_CLIENT" = "true" ]; then apt-get install -y --no-install-recommends postgresql-client; fi \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app /app
COPY --from=build /app/apps/admin/dist /app/apps/admin/dist
# The code stays root's; the server's user writes only DATA_DIR and what Astro writes beside the site's sources.
RUN mkdir -p /data apps/site/.astro apps/site/node_modules/.vite \
  && chown node:node /data apps/site/.astro apps/site/node_modules/.vite
# Two malloc arenas: glibc's default (8 per core) keeps each thread's peak of decoded images resident for good; blocks
# of 64 KB and more mapped on their own, so that what a build's release frees goes back (decision 0240).
# HOST=0.0.0.0 so the published port reaches the server; it then refuses to start while the admin still has the
# published default password (set ADMIN_PASSWORD on first start, or change it before exposing the container).
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=4321 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
USER node
WORKDIR /app/apps/api
VOLUME /data
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# As `pnpm start` runs it (the same Node flags, decision 0240), without pnpm in between (signals reach the server
# directly).
CMD ["node", "--max-semi-space-size=4", "--experimental-strip-types", "--disable-warning=ExperimentalWarning", "src/server.ts"]
