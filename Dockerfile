# One image for every service; the compose file picks the workspace to start.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY contracts contracts
COPY domain domain
COPY eventstore eventstore
COPY projections projections
COPY command-service command-service
COPY query-service query-service
COPY server-edge server-edge
COPY all-in-one all-in-one
COPY bench bench
RUN npm ci --omit=dev --ignore-scripts && npm install --no-save tsx@4.23.15
ENV NODE_ENV=production
