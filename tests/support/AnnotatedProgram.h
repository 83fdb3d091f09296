// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The C test program of the source and assembly tests: a loop, calls and an always-inline
// function from a header (so that callgrind writes fi=/fe= lines). The tests check its line
// numbers: the header's include is line 1 of the program.

#include <QByteArray>

namespace tally::test {

inline const QByteArray kAnnotatedHeader =
    R"(static inline __attribute__((always_inline)) int mix(int a, int b)
{
    int r = a * 31 + b;
    if (r & 1)
        r ^= 0x55;
    return r;
}
)";

// The program, including the header under `headerName`.
inline QByteArray annotatedProgram(const QByteArray& headerName)
{
    return "#include \"" + headerName + "\"\n" + R"(#include <stdio.h>

static int leaf(int x)
{
    int s = 0;
    for (int i = 0; i < x; ++i)
        s += i % 7;
    return s;
}

static int middle(int n)
{
    int total = 0;
    for (int i = 0; i < n; ++i) {
        if (i % 3 == 0)
            total += leaf(i);
        total = mix(total, i);
    }
    return total;
}

int main(void)
{
    int result = 0;
    for (int k = 0; k < 5; ++k)
        result += middle(100);
    printf("%d\n", result);
    return 0;
}
)";
}

} // namespace tally::test
