# syntax=docker/dockerfile:1
# Primp's server image: the Fastify server (TypeScript run by tsx, as `pnpm start` does), the
# built web app it serves, and the migrations it applies on start. Three stages: the workspace's
# manifests (dependency layers stay cached until a package.json or the lockfile changes), a
# build with every dev tool (Prisma client generation, the Vite build), and the production image
# with only the server's (and its admin scripts') production dependencies, run as a non-root user.
# Written and checked by dockerfile.test.ts on a machine without a Docker engine: it has not
# been built here (docs/deploy.md).
#
#   docker build -t primp --build-arg VITE_STRIPE_PUBLISHABLE_KEY=pk_live_... .

ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS manifests
ARG PNPM_VERSION=10.34.9
RUN npm install -g pnpm@${PNPM_VERSION} && npm cache clean --force
ENV CI=1
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY patches/ patches/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/env/package.json packages/env/
COPY packages/jobs/package.json packages/jobs/
COPY packages/mail/package.json packages/mail/
COPY packages/payments/package.json packages/payments/
COPY packages/sms/package.json packages/sms/
COPY packages/storage/package.json packages/storage/
COPY scripts/package.json scripts/

FROM manifests AS build
# postinstall runs `prisma generate`, which reads the schema and prisma.config.ts.
COPY prisma/ prisma/
COPY prisma.config.ts ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm install --frozen-lockfile --store-dir /pnpm-store
COPY . .
# Vite writes the publishable key into the browser bundle, so it is given at build time; the
# server checks at start that VITE_STRIPE_PUBLISHABLE_KEY is set in production (unless a demo).
ARG VITE_STRIPE_PUBLISHABLE_KEY=""
RUN pnpm --filter @primp/web build

FROM manifests AS production
# The server, the scripts (db:seed, create-admin, payout-report) and their workspace packages:
# production dependencies only, no install scripts (the Prisma client comes from the build).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --prod --ignore-scripts --store-dir /pnpm-store --filter "@primp/scripts..."
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/prisma/migrations/ prisma/migrations/
COPY --from=build /app/apps/server/src/ apps/server/src/
COPY --from=build /app/apps/web/dist/ apps/web/dist/
# The server renderer of public pages (a self-contained bundle: no web dependencies needed).
COPY --from=build /app/apps/web/dist-ssr/ apps/web/dist-ssr/
COPY --from=build /app/packages/api/src/ packages/api/src/
COPY --from=build /app/packages/core/src/ packages/core/src/
COPY --from=build /app/packages/db/src/ packages/db/src/
COPY --from=build /app/packages/env/src/ packages/env/src/
COPY --from=build /app/packages/jobs/src/ packages/jobs/src/
COPY --from=build /app/packages/mail/src/ packages/mail/src/
COPY --from=build /app/packages/payments/src/ packages/payments/src/
COPY --from=build /app/packages/sms/src/ packages/sms/src/
COPY --from=build /app/packages/storage/src/ packages/storage/src/
COPY --from=build /app/scripts/*.ts scripts/
# Uploaded files (without S3) and, for a demo only, the PGlite folder live under /data.
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    STORAGE_ROOT=/data/files \
    PGLITE_DIR=/data/pglite \
    PRIMP_ENV_FILE=none
USER node
WORKDIR /app/apps/server
EXPOSE 3000
# /healthz answers 200 while the database answers; node:*-slim has no curl, so Node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations apply on start, one replica at a time (a PostgreSQL advisory lock); SIGTERM drains
# requests and jobs, then closes the database. Same command as `pnpm --filter @primp/server start`.
CMD ["node", "--import", "tsx", "src/main.ts"]
