bench:
	scripts/bench.sh $(BENCH_ARGS)

# scan alone: a generated 2,000-file project, release, one core (issue 22 targets: <= 5 s, <= 200 MB)
bench-scan:
	scripts/bench-scan.sh $(BENCH_ARGS)

# lint alone: the same generated project, scan + explore + checks (issue 24 target: <= 10 s)
bench-lint:
	scripts/bench-lint.sh $(BENCH_ARGS)

.PHONY: bench bench-scan bench-lint
