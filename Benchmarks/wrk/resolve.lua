-- wrk script for POST /v1/resolve: cycles through a corpus of request bodies, one per line, loaded from
-- the file named after `--` (wrk ... -s resolve.lua URL -- corpus.txt). Every body in that corpus must be
-- answered 2xx by every server; the `response` hook counts the ones that are not. `done` prints one
-- machine-readable BENCH line that scripts/bench.sh parses. Each request carries `X-Corpus-Index: N` (N from 0,
-- the body's line in the corpus): the same-bytes C limit answers with the product's answer to body N; the
-- product and the peer ignore the header.
local bodies = {}
local index = 0
local threads = {}

function setup(thread)
   thread:set("id", #threads)
   table.insert(threads, thread)
end

function init(args)
   local path = args[1]
   if path == nil then error("usage: wrk ... -s resolve.lua URL -- CORPUS_FILE") end
   local file = assert(io.open(path, "r"))
   for line in file:lines() do
      if #line > 0 then
         local headers = {["Content-Type"] = "application/json", ["X-Corpus-Index"] = tostring(#bodies)}
         bodies[#bodies + 1] = wrk.format("POST", "/v1/resolve", headers, line)
      end
   end
   file:close()
   if #bodies == 0 then error("empty corpus " .. path) end
   -- Each thread starts at its own place in the corpus.
   index = (id or 0) * 7 % #bodies
   responses = 0
   non2xx = 0
   first_bad = ""
end

function request()
   index = index % #bodies + 1
   return bodies[index]
end

function response(status, headers, body)
   responses = responses + 1
   if status < 200 or status > 299 then
      non2xx = non2xx + 1
      if first_bad == "" then
         first_bad = tostring(status) .. " " .. string.gsub(string.sub(body or "", 1, 160), "%s+", " ")
      end
   end
end

function done(summary, latency, requests)
   local responses, non2xx, first_bad = 0, 0, ""
   for _, thread in ipairs(threads) do
      responses = responses + (thread:get("responses") or 0)
      non2xx = non2xx + (thread:get("non2xx") or 0)
      if first_bad == "" then first_bad = thread:get("first_bad") or "" end
   end
   local seconds = summary.duration / 1e6
   io.write(string.format(
      "BENCH requests=%d duration_us=%d bytes=%d rps=%.1f p50_us=%d p90_us=%d p99_us=%d max_us=%d " ..
      "responses=%d non2xx=%d connect_errors=%d read_errors=%d write_errors=%d status_errors=%d timeouts=%d\n",
      summary.requests, summary.duration, summary.bytes, summary.requests / seconds,
      latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
      responses, non2xx, summary.errors.connect, summary.errors.read, summary.errors.write,
      summary.errors.status, summary.errors.timeout))
   if first_bad ~= "" then io.write("BENCH_FIRST_BAD " .. first_bad .. "\n") end
end
