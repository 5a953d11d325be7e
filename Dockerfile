# The production image: the app built by Node, served by the official nginx image with the
# project's own site (deploy/nginx), the same files `npm run serve:prod` and CI's nginx tests use.
#
#   docker build -t bus-charter .                     a demo build (the embedded demo API)
#   docker build -t bus-charter \
#     --build-arg VITE_API_BASE_URL=https://api.example.com/api/v1 \
#     --build-arg VITE_API_LONG_BASE_URL=... (every VITE_* of .env.example) .
#   docker run --rm -p 8080:8080 bus-charter          then http://localhost:8080/
#
# The configuration comes from build arguments only: .dockerignore keeps a developer's .env out
# of the image, so what an image was built for is on its build command.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_API_BASE_URL=""
ARG VITE_API_LONG_BASE_URL=""
ARG VITE_PAYMENTS_BASE_URL=""
ARG VITE_CONTENT_BASE_URL=""
ARG VITE_SITE_URL=""
ARG VITE_SUPPORT_PHONE=""
ARG VITE_ACCOUNTS_EMAIL=""
ARG VITE_ANALYTICS_ID=""
ARG VITE_CONVERSION_ID=""
# "off" leaves the offline worker out of a build for a real API (docs/deployment.md#offline).
ARG VITE_OFFLINE=""
# Writes dist/ with the .br/.gz siblings and dist/.nginx/csp.conf (this build's CSP header).
RUN npm run build

FROM nginx:stable-alpine
# The image renders /etc/nginx/templates/*.template into /etc/nginx/conf.d at start (envsubst).
# 8080, not 80: a port that needs no privilege, so the same files also work on
# nginxinc/nginx-unprivileged (swap the FROM) without a change.
ENV NGINX_LISTEN=8080 \
    NGINX_ROOT=/usr/share/nginx/html
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/templates/ /etc/nginx/templates/
COPY deploy/nginx/bus-charter/ /etc/nginx/bus-charter/
COPY --from=build /app/dist/ /usr/share/nginx/html/
EXPOSE 8080
