// Declarations only; libFuzzer itself comes from the toolchain's compiler-rt (-sanitize=fuzzer).
#include "CLibFuzzer.h"
