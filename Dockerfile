# syntax=docker/dockerfile:1
# The production image, in the steps the reliability suite's lean-runtime test proves without a
# container engine: build with every dependency, then a runtime of production packages only that
# serves the copied build. docs/operations.md, "Container image", has the commands.

# ---- build: the dev dependencies, `npm run build` (server, pages, compiled commands) ----
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs the `prepare` script (it finds no git here and says so).
COPY scripts/install-git-hooks.js scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The SITE_* settings are written into the prerendered pages: pass your .env as a build secret
# (`docker build --secret id=dotenv,src=.env .`) so the build reads them without keeping the file.
RUN --mount=type=secret,id=dotenv,target=/app/.env,required=false npm run build

# ---- runtime: production packages, the build, the migrations' SQL ----
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# What runs without the build tools: npm start and the npm run commands (scripts/command.js).
COPY scripts/start.js scripts/build.js scripts/command.js scripts/quiet-output.js scripts/install-git-hooks.js scripts/
# --omit=optional: better-auth's optional peers (vitest, drizzle-kit) would otherwise come along.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
COPY db/migrations db/migrations
COPY --from=build /app/build build
# The embedded database (PGlite), generated secrets and backups live in DATA_DIR, owned by the
# unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1's command: SIGTERM from `docker stop` reaches the server, which turns /readyz
# to 503, finishes its requests and jobs, and exits 0.
CMD ["node", "--max-semi-space-size=32", "build/server/index.js"]
