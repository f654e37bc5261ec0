# RotationPolicy HTTP service: build with the official Swift image, run on Debian slim.
#
#   docker build -t rotation-policy .
#   docker run --rm -p 8080:8080 rotation-policy
#
# The bases are build arguments only so that scripts/docker-build.sh can substitute locally made bases
# when no registry is reachable (a local-only path, see that script). Normal builds use the defaults.
# Both stages must be Debian bookworm: the binary links Debian's libmicrohttpd12 and glibc 2.36.
ARG SWIFT_IMAGE=swift:6.3.1-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------------------------------------- build
FROM ${SWIFT_IMAGE} AS build

# DL3008 (unpinned apt versions): see the runtime stage below.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Dependencies first: this layer is rebuilt only when the manifest changes.
COPY Package.swift ./
RUN swift package resolve

# SwiftPM validates every target of the manifest, test targets included, so Tests/ is needed too.
COPY CMicroHTTPD ./CMicroHTTPD
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --product rotation-policy-server --static-swift-stdlib \
    && install -D -m 0755 -s "$(swift build -c release --show-bin-path)/rotation-policy-server" /out/rotation-policy-server

# -------------------------------------------------------------------------------------------- runtime
FROM ${RUNTIME_IMAGE}

# DL3008: versions are not pinned on purpose. bookworm is a stable release that only takes security and
# point-release fixes, and its mirror drops superseded versions, so an exact pin (libmicrohttpd12=0.9.75-6)
# would break the build at the next security update instead of picking it up.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd12 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 rotation \
    && useradd --uid 10001 --gid rotation --no-create-home --no-log-init --home-dir /nonexistent \
        --shell /usr/sbin/nologin rotation

COPY --from=build /out/rotation-policy-server /app/rotation-policy-server
COPY openapi.yaml /usr/share/rotation-policy/openapi.yaml

WORKDIR /app
# Numeric, so that Kubernetes runAsNonRoot can verify it; the passwd entry above names it "rotation".
USER 10001:10001

ENV ROTATION_POLICY_HOST=0.0.0.0
EXPOSE 8080

# The slim image has no curl or wget, and installing curl would add libcurl and a dozen libraries to
# the image only for this probe. bash (an Essential package, always present) opens the TCP connection
# itself and the probe passes when the status line is 200. It targets port 8080, the CMD's port: a
# container started with another --port needs --health-cmd adjusted (or --no-healthcheck).
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]

# SIGTERM: the server stops accepting connections, finishes the requests in flight and exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/rotation-policy-server"]
CMD ["--host", "0.0.0.0", "--port", "8080"]
