# RotationPolicy HTTP service: build with the official Swift image, run on distroless (Debian 12).
#
#   docker build -t rotation-policy .
#   docker run --rm -p 8080:8080 rotation-policy
#
# The bases are build arguments only so that scripts/docker-build.sh can substitute locally made bases
# when no registry is reachable (a local-only path, see that script). Normal builds use the defaults.
# Both stages must be Debian 12 (bookworm): the runtime stage gets libmicrohttpd and its GnuTLS chain
# copied from the build stage, and they link glibc 2.36.
ARG SWIFT_IMAGE=swift:6.3.1-bookworm
ARG RUNTIME_IMAGE=gcr.io/distroless/cc-debian12

# ---------------------------------------------------------------------------------------------- build
FROM ${SWIFT_IMAGE} AS build

# DL3008 (unpinned apt versions): bookworm is a stable release that only takes security and
# point-release fixes, and its mirror drops superseded versions, so an exact pin (libmicrohttpd-dev=0.9.75-6)
# would break the build at the next security update instead of picking it up.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Dependencies first: this layer is rebuilt only when the manifest changes.
COPY Package.swift ./
RUN swift package resolve

# SwiftPM validates every target of the manifest, test targets included, so Tests/ is needed too. The
# EmbedAssets build plugin (Plugins/) builds openapi.yaml and the seed examples (Tests/Fixtures/seed-*)
# into the binary.
COPY CMicroHTTPD ./CMicroHTTPD
COPY Plugins ./Plugins
COPY Sources ./Sources
COPY Tests ./Tests
COPY openapi.yaml ./
# Static Swift runtime, symbols stripped at link time (-s): about 16 MB.
RUN swift build -c release --product rotation-policy-server --static-swift-stdlib -Xlinker -s \
    && install -D -m 0755 "$(swift build -c release --show-bin-path)/rotation-policy-server" /out/app/rotation-policy-server \
    && install -D -m 0644 openapi.yaml /out/usr/share/rotation-policy/openapi.yaml

# The shared libraries the binary needs beyond what the runtime base has: libmicrohttpd and GnuTLS.
COPY deploy/container/runtime-libs.sh /usr/local/bin/runtime-libs.sh
RUN runtime-libs.sh /out/app/rotation-policy-server /out

# -------------------------------------------------------------------------------------------- runtime
# distroless/cc: glibc, libstdc++, libgcc_s, CA certificates and tzdata; no shell, no package manager.
FROM ${RUNTIME_IMAGE}

# The binary, its libraries, and openapi.yaml at the server's fallback path (served at GET /openapi.yaml).
COPY --from=build /out/ /

WORKDIR /app
# Numeric, so that Kubernetes runAsNonRoot can verify it; no passwd entry is needed for a number.
USER 10001:10001

# Every flag falls back to ROTATION_POLICY_<FLAG>, and the image passes no flags, so `docker run -e` and
# Kubernetes env/ConfigMaps configure it (a flag given after the image name still wins).
ENV ROTATION_POLICY_HOST=0.0.0.0 \
    ROTATION_POLICY_PORT=8080
EXPOSE 8080

# No HEALTHCHECK: the image has no shell or HTTP client to run one, and Kubernetes ignores it anyway
# (deploy/kubernetes probes /healthz and /readyz). With Docker alone, probe GET /healthz from outside.

# SIGTERM: /readyz turns 503, the server stops accepting connections, finishes the requests in flight
# and exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/rotation-policy-server"]
