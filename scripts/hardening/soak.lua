-- wrk script for scripts/hardening/soak.sh. soak.sh prepends `corpus = { {status=, body=}, ... }`
-- (soak_corpus.py). Each thread cycles through the corpus from its own offset, POSTing each body to
-- /v1/resolve. wrk does not tell which request a response answers, so the check is on counts: for
-- every status, requests sent expecting it vs responses received with it. They may differ by at most
-- the requests still in flight when wrk stops (one per connection).
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  requests = {}
  for i, entry in ipairs(corpus) do
    requests[i] = wrk.format("POST", "/v1/resolve", { ["Content-Type"] = "application/json" }, entry.body)
  end
  index = (id * 37) % #corpus
  sent = {}
  got = {}
end

function request()
  index = index % #corpus + 1
  local status = corpus[index].status
  sent[status] = (sent[status] or 0) + 1
  return requests[index]
end

function response(status, headers, body)
  got[status] = (got[status] or 0) + 1
end

function done(summary, latency, requests)
  local sent_total, got_total = {}, {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("sent")) do sent_total[status] = (sent_total[status] or 0) + count end
    for status, count in pairs(thread:get("got")) do got_total[status] = (got_total[status] or 0) + count end
  end
  local statuses = {}
  for status in pairs(sent_total) do statuses[status] = true end
  for status in pairs(got_total) do statuses[status] = true end
  local line = "SOAK requests=" .. summary.requests
  line = line .. " errors_connect=" .. summary.errors.connect .. " errors_read=" .. summary.errors.read
  line = line .. " errors_write=" .. summary.errors.write .. " errors_timeout=" .. summary.errors.timeout
  line = line .. string.format(" p50_ms=%.3f p99_ms=%.3f max_ms=%.3f",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000)
  for status in pairs(statuses) do
    line = line .. " sent_" .. status .. "=" .. (sent_total[status] or 0) .. " got_" .. status .. "=" .. (got_total[status] or 0)
  end
  io.write(line .. "\n")
end
