bench:
	scripts/bench.sh $(BENCH_ARGS)

.PHONY: bench
