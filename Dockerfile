# Production image: the site, the API and the rentals CLI, on Node 20.
# Build:  docker build -t georgia-rentals .     Run with PostgreSQL: docker compose up -d (docker-compose.yml)

# --- build stage: install everything, compile backend, CLI and frontend ---------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first so the dependency layer is cached while only sources change.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY cli/package.json cli/
# --ignore-scripts: the root postinstall builds from sources that are not copied yet; we build below.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf backend/src frontend/src frontend/public cli/src

# --- run stage: only what the server and the CLI need -----------------------------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# What `npm start` runs once the build exists, without npm in between, so SIGTERM from
# `docker stop` reaches the server directly and it shuts down gracefully.
CMD ["node", "backend/dist/main.js"]
