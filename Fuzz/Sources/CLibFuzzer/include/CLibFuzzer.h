#ifndef ROTATION_POLICY_CLIBFUZZER_H
#define ROTATION_POLICY_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt FuzzerInterface.h), for a `main` that is not libFuzzer's own.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// libFuzzer's own mutations, for a custom mutator to fall back on.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

#endif
