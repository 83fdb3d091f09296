// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Whether this test was compiled with a sanitizer (the asan and tsan presets, or clang's), where
// every memory access costs several times what it does in the Release build. TALLY_TEST_SANITIZED
// for `#if`, kSanitizedBuild for code.

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TALLY_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define TALLY_TEST_SANITIZED 1
#endif
#endif

#include <QFileInfo>
#include <QString>

namespace tally::test {

#if defined(TALLY_TEST_SANITIZED)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

// Whether a suite that reads every file of the shared corpus many times reads `path` in this
// build: every file in the Release build; in a sanitizer build the files up to 256 KB (all but
// the dozen largest, which hold 13 of the corpus's 14 MB, and whose producers smaller files
// cover too).
inline bool corpusFileReadInThisBuild(const QString& path)
{
    return !kSanitizedBuild || QFileInfo(path).size() <= 256 * 1024;
}

} // namespace tally::test
