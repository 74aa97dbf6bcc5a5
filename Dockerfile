# syntax=docker/dockerfile:1
# The shop as one image: the compiled API server serving the built web app, run as a non-root user
# on the production settings (docs/decisions/066-deploy-backups-and-rolling-migrations.md).
#
#   docker build -t circuitkart .                        the shop
#   docker build --target tools -t circuitkart-tools .   with pg_dump and pg_restore, for backups
#
# Every stage is Debian bookworm, so the native packages npm installs in one (sharp's libvips,
# argon2) are the ones the next runs.
ARG NODE_IMAGE=node:20.19-bookworm-slim

# Every dependency, development ones included: the builds need Vite, esbuild and TypeScript.
# The package files come first so that a source change does not install again.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN --mount=type=cache,target=/root/.npm npm ci

# The web app (apps/web/dist) and the compiled API (apps/api/dist), as `npm run build` makes them.
FROM dependencies AS build
COPY . .
RUN npm run build

# What the API needs at run time and nothing else: the web app's packages are built into its
# files, and the shop's own TypeScript into the API's bundle.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace=@shop/api

FROM ${NODE_IMAGE} AS shop
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=production-dependencies /app/node_modules node_modules
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Files the server reads from the API's source folder at run time: the migrations it applies at
# start, the pictures of the catalogue it seeds into an empty database, and the payment
# sandbox's page script.
COPY apps/api/src/db/migrations apps/api/src/db/migrations
COPY apps/api/src/db/seed/images apps/api/src/db/seed/images
COPY apps/api/src/modules/payments/sandbox-checkout.js apps/api/src/modules/payments/
# The node image's unprivileged user owns only the data folder; the code is read-only to it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Alive, not ready: the proxy's own checks and the shop's readiness answer decide traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]

# The shop's image with the PostgreSQL client tools, for `db-backup.js` (compose's backup
# service). pg_dump must be at least the server's major version: bookworm's is 15, as is the
# compose file's PostgreSQL.
FROM shop AS tools
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
USER node
HEALTHCHECK NONE
ENTRYPOINT ["node", "--enable-source-maps", "apps/api/dist/db-backup.js"]
CMD ["backup"]

# The default target, last: the shop itself.
FROM shop AS runtime
