#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

// Swift does not import C variadic functions, and libmicrohttpd configures a daemon and reports on it
// through several of them. Each `CMHD_` function below wraps exactly one variadic call with fixed,
// typed parameters so Swift can call it. If libmicrohttpd ever gains non-variadic equivalents
// (its 1.0 API does), these can go.

#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <malloc.h>
#include <microhttpd.h>

/// Not libmicrohttpd: glibc's allocator, which decides how the answers' memory goes back to the kernel.
/// Fixing the mmap threshold turns off glibc's dynamic threshold, which after the first freed multi-MB
/// buffer rose to 32 MiB and put every later answer on the heap, where it stayed after being freed
/// (measured in docs/hardening.md). Returns mallopt's result (1 on success). Musl has no mallopt.
static inline int CMHD_glibc_fix_mmap_threshold(int bytes)
{
#ifdef M_MMAP_THRESHOLD
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void) bytes;
    return 0;
#endif
}

/// glibc's `malloc_trim(0)`: gives free heap pages of every arena back to the kernel.
static inline int CMHD_glibc_trim(void)
{
#ifdef M_MMAP_THRESHOLD
    return malloc_trim(0);
#else
    return 0;
#endif
}

/// An `MHD_UnescapeCallback` that leaves the text as it arrived. libmicrohttpd's default percent-decodes
/// the path in place before routing, so `/v1%2fresolve` became `/v1/resolve` and `/v1/resolve%00junk`
/// was cut at the decoded NUL to `/v1/resolve`: both reached the resolver. Routing on the raw target
/// means a route matches only its plain spelling (the service has no path parameters to decode).
static inline size_t CMHD_unescape_nothing(void *cls, struct MHD_Connection *connection, char *text)
{
    (void) cls;
    (void) connection;
    return strlen(text);
}

/// Replaces the variadic `MHD_start_daemon`.
/// The callbacks and the bind address are passed here, typed, because MHD_OPTION_ARRAY wants function
/// pointers cast to `intptr_t`, which Swift cannot do for C function pointers without unsafeBitCast.
/// Plain numeric options (limits, timeouts, pool size) come in `options`, an array ended by
/// `{MHD_OPTION_END, 0, NULL}`. The logger is given first, as microhttpd.h asks, so start-up errors
/// reach it too. `bind_address` may be NULL (then `port` on all interfaces is used).
static inline struct MHD_Daemon *CMHD_start_daemon(
    unsigned int flags,
    uint16_t port,
    MHD_AcceptPolicyCallback accept_policy,
    void *accept_policy_cls,
    MHD_AccessHandlerCallback handler,
    void *handler_cls,
    MHD_RequestCompletedCallback completed,
    void *completed_cls,
    MHD_LogCallback logger,
    void *logger_cls,
    MHD_NotifyConnectionCallback notify_connection,
    void *notify_connection_cls,
    const struct sockaddr *bind_address,
    const struct MHD_OptionItem *options)
{
    return MHD_start_daemon(
        flags, port,
        accept_policy, accept_policy_cls,  // refuses every new connection once the drain starts
        handler, handler_cls,
        MHD_OPTION_EXTERNAL_LOGGER, logger, logger_cls,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify_connection, notify_connection_cls,
        MHD_OPTION_SOCK_ADDR, bind_address,
        MHD_OPTION_UNESCAPE_CALLBACK, CMHD_unescape_nothing, NULL,
        MHD_OPTION_ARRAY, options,
        MHD_OPTION_END);
}

/// Replaces the variadic `MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT)`.
/// Returns the port the listen socket is bound to (the real one when started with port 0), or 0 when
/// the daemon has no listen socket or the library cannot tell.
static inline uint16_t CMHD_daemon_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// Replaces the variadic `MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS)`.
/// Open connections right now (idle keep-alive ones included); used while draining at shutdown.
static inline unsigned int CMHD_daemon_current_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info =
        MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// Replaces the variadic `MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD)`.
/// The connection's socket, or -1 when the library cannot tell.
static inline int CMHD_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// Replaces the variadic `MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds)`.
/// The connection's inactivity timeout from now on (every byte sent or received restarts it); 1 on
/// success. Used to give an answer's client a short send timeout, then the normal one back.
static inline int CMHD_set_connection_timeout(struct MHD_Connection *connection, unsigned int seconds)
{
    return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds) == MHD_YES;
}

#endif
