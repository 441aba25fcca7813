# syntax=docker/dockerfile:1
# Faza in a container: the API (and the built web app it serves), or `npm run worker` with
# another command. PostgreSQL runs elsewhere (DATABASE_URL); compose.yaml puts it all together.
#   docker build -t faza .
#   docker run -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://faza.ng -p 3000:3000 faza

ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# npm ci applies them (postinstall: patch-package; docs/decisions/0075-patched-postgres-driver.md).
COPY patches patches
RUN npm ci --no-audit --no-fund

# The web app: apps/web/dist (served) and apps/web/dist-server (prerenders /, /shop, /bundles).
FROM deps AS build
ARG FAZA_VERSION=container
ENV FAZA_VERSION=${FAZA_VERSION}
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build -w @faza/web

# What runs: production dependencies only (tsx runs the TypeScript sources).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY patches patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps --chown=root:root /app/node_modules node_modules
COPY --chown=root:root package.json tsconfig.base.json ./
COPY --chown=root:root packages/shared packages/shared
COPY --chown=root:root apps/api apps/api
COPY --from=build --chown=root:root /app/apps/web/package.json apps/web/package.json
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/dist-server apps/web/dist-server
# The code belongs to root and is read-only to the app; only DATA_DIR (the email outbox, or an
# embedded database when DATABASE_URL is unset) is the app's to write.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 3001
# Node itself is PID 1 (not npm), so SIGTERM reaches the app and it drains (README, "Production").
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
