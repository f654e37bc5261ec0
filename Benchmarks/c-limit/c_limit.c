/*
 * The throughput limit of this stack: libmicrohttpd with the product's threading (internal thread pool
 * of 2, epoll, ITC), keep-alive done right, the same POST /v1/resolve bodies parsed with cJSON, no
 * resolving. A benchmark baseline only: never linked into the product. Two ways to answer:
 *   --answers FILE  same bytes: FILE holds the product's own answer to every corpus body (written by
 *                   Benchmarks/corpus/answers.py before timing); each request names its body with an
 *                   `X-Corpus-Index: N` header (Benchmarks/wrk/resolve.lua sends it) and gets answer N,
 *                   so the kernel sends as many bytes as for the product. Without the header, or with an
 *                   index out of range: 400.
 *   (no --answers)  fixed reply: the same small 54-byte JSON for every body (the old limit).
 * FILE format: for each answer, its length in decimal, '\n', the bytes, '\n'.
 *
 * Build: cc -O2 -o c-limit c_limit.c $(pkg-config --cflags --libs libmicrohttpd libcjson)
 * Run:   ./c-limit --host 127.0.0.1 --port 8081 --threads 2 [--answers FILE]   (logs "listening on HOST:PORT")
 */
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#ifdef __has_include
#if __has_include(<cjson/cJSON.h>)
#include <cjson/cJSON.h>
#else
#include <cJSON.h>
#endif
#else
#include <cjson/cJSON.h>
#endif

#define MAX_BODY (4u << 20)

static const char OK_BODY[] = "{\"interfaceOrientation\":\"portrait\",\"terminated\":false}";
static struct MHD_Response *ok_response;
static struct MHD_Response *not_found_response;
static struct MHD_Response *no_index_response;
static unsigned long long parse_failures;
static unsigned long long index_failures;

/* --answers: one persistent response per corpus body, built at start. */
static struct MHD_Response **answers;
static size_t answer_count;

struct request {
    char *body;
    size_t length;
    size_t capacity;
    int too_large;
};

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **con_cls)
{
    (void)cls; (void)version;
    struct request *request = *con_cls;
    if (request == NULL) {
        /* First call: headers only. Answering now would make 0.9.75 close the connection. */
        request = calloc(1, sizeof *request);
        if (request == NULL) return MHD_NO;
        *con_cls = request;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        size_t need = request->length + *upload_data_size;
        if (need > MAX_BODY) {
            request->too_large = 1;
        } else if (!request->too_large) {
            if (need + 1 > request->capacity) {
                size_t capacity = request->capacity ? request->capacity : 4096;
                while (capacity < need + 1) capacity *= 2;
                char *grown = realloc(request->body, capacity);
                if (grown == NULL) return MHD_NO;
                request->body = grown;
                request->capacity = capacity;
            }
            memcpy(request->body + request->length, upload_data, *upload_data_size);
            request->length = need;
        }
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (strcmp(method, "POST") != 0 || strcmp(url, "/v1/resolve") != 0) {
        return MHD_queue_response(connection, MHD_HTTP_NOT_FOUND, not_found_response);
    }
    /* The request is complete: parse it, as the product does, and throw the tree away. The answer is
     * 200 with the same small body either way (the corpus is all JSON); failures are counted and logged
     * at exit. */
    cJSON *tree = request->too_large ? NULL : cJSON_ParseWithLength(request->body ? request->body : "", request->length);
    if (tree == NULL) __atomic_add_fetch(&parse_failures, 1, __ATOMIC_RELAXED);
    cJSON_Delete(tree);
    if (answers == NULL) return MHD_queue_response(connection, MHD_HTTP_OK, ok_response);
    /* Same bytes: the product's answer to the body this request says it carries. */
    const char *index_text = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "X-Corpus-Index");
    char *end = NULL;
    errno = 0;
    unsigned long index = index_text ? strtoul(index_text, &end, 10) : 0;
    if (index_text == NULL || *index_text == '\0' || *end != '\0' || errno != 0 || index >= answer_count) {
        __atomic_add_fetch(&index_failures, 1, __ATOMIC_RELAXED);
        return MHD_queue_response(connection, MHD_HTTP_BAD_REQUEST, no_index_response);
    }
    return MHD_queue_response(connection, MHD_HTTP_OK, answers[index]);
}

static void completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                      enum MHD_RequestTerminationCode code)
{
    (void)cls; (void)connection; (void)code;
    struct request *request = *con_cls;
    if (request != NULL) {
        free(request->body);
        free(request);
        *con_cls = NULL;
    }
}

static struct MHD_Response *fixed(const char *body, const char *type)
{
    struct MHD_Response *response =
        MHD_create_response_from_buffer(strlen(body), (void *)body, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    return response;
}

/* Reads FILE (see the top comment) into persistent responses; exits with a message on any format error. */
static void load_answers(const char *path)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) { fprintf(stderr, "c-limit: cannot open %s: %s\n", path, strerror(errno)); exit(1); }
    size_t capacity = 0;
    unsigned long length;
    int ended;
    while ((ended = fscanf(file, "%lu", &length)) == 1) {
        if (fgetc(file) != '\n' || length > MAX_BODY) {
            fprintf(stderr, "c-limit: %s: answer %zu: bad length line\n", path, answer_count);
            exit(1);
        }
        char *bytes = malloc(length ? length : 1);
        if (bytes == NULL || fread(bytes, 1, length, file) != length || fgetc(file) != '\n') {
            fprintf(stderr, "c-limit: %s: answer %zu: shorter than its length %lu\n", path, answer_count, length);
            exit(1);
        }
        if (answer_count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            answers = realloc(answers, capacity * sizeof *answers);
            if (answers == NULL) { fprintf(stderr, "c-limit: out of memory\n"); exit(1); }
        }
        /* Persistent: the bytes live until exit, and every connection queues the same response. */
        struct MHD_Response *response = MHD_create_response_from_buffer(length, bytes, MHD_RESPMEM_PERSISTENT);
        MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json");
        answers[answer_count++] = response;
    }
    if (ended != EOF || !feof(file) || answer_count == 0) {
        fprintf(stderr, "c-limit: %s: %s\n", path, answer_count ? "trailing bytes after the last answer" : "no answers");
        exit(1);
    }
    fclose(file);
}

int main(int argc, char **argv)
{
    const char *host = "127.0.0.1";
    int port = 8081;
    unsigned int threads = 2;
    const char *answers_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--host") == 0 && i + 1 < argc) host = argv[++i];
        else if (strcmp(argv[i], "--port") == 0 && i + 1 < argc) port = atoi(argv[++i]);
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) threads = (unsigned)atoi(argv[++i]);
        else if (strcmp(argv[i], "--answers") == 0 && i + 1 < argc) answers_path = argv[++i];
        else { fprintf(stderr, "usage: %s [--host H] [--port N] [--threads N] [--answers FILE]\n", argv[0]); return 64; }
    }
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) { fprintf(stderr, "bad host %s\n", host); return 64; }

    ok_response = fixed(OK_BODY, "application/json");
    not_found_response = fixed("{\"status\":404}", "application/problem+json");
    no_index_response = fixed("{\"status\":400,\"detail\":\"X-Corpus-Index missing or out of range\"}",
                              "application/problem+json");
    if (answers_path != NULL) {
        load_answers(answers_path);
        fprintf(stderr, "c-limit: %zu answers from %s\n", answer_count, answers_path);
    }

    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);

    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC | MHD_USE_ERROR_LOG, (uint16_t)port,
        NULL, NULL, handle, NULL,
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 30u,
        MHD_OPTION_END);
    if (daemon == NULL) { fprintf(stderr, "c-limit: cannot start on %s:%d\n", host, port); return 1; }
    printf("listening on %s:%d\n", host, port);
    fflush(stdout);

    int signal_number;
    sigwait(&signals, &signal_number);
    MHD_stop_daemon(daemon);
    fprintf(stderr, "c-limit: stopped; %llu bodies failed to parse, %llu requests without a valid X-Corpus-Index\n",
            parse_failures, index_failures);
    return 0;
}
