// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// libFuzzer target: feeds arbitrary bytes to the Callgrind parser line by line, builds the
// profile and computes the flat profile with cycles. Any crash, sanitizer report or hang is a bug:
// profiles are untrusted input.
//
//   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DTALLY_BUILD_FUZZ=ON
//   cmake --build build-fuzz --target tally_fuzz_parser
//   build-fuzz/fuzz/tally_fuzz_parser -max_total_time=60 fuzz/corpus

#include "core/analysis/FlatProfile.h"
#include "core/callgrind/CallgrindParser.h"
#include "core/load/ProfileBuilder.h"
#include "core/model/Profile.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tally::ProfileBuilder builder;
    tally::SourceInfo info;
    info.path = QStringLiteral("fuzz.out");
    const int source = builder.addSource(info);
    tally::CallgrindParser parser(builder, source);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    qint64 lineNumber = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        parser.parseLine(line, ++lineNumber, qint64(start));
        start = end + 1;
    }
    parser.finish(qint64(text.size()));
    if (!parser.sawEvents())
        return 0;
    const auto profile = builder.finish();
    for (const bool cycles : {true, false}) {
        tally::FlatProfile::Options options;
        options.detectCycles = cycles;
        const tally::FlatProfile flat(*profile, options);
        (void)flat.totals();
    }
    return 0;
}
