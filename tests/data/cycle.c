// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
// A three-function recursion cycle (a -> b -> c -> a) beside a plain call chain, with a few dumps
// of the statistics: the program behind the profiles in this folder (see README.md).
#include <valgrind/callgrind.h>

static volatile unsigned long sink;

__attribute__((noinline)) static unsigned long leaf(unsigned long n)
{
    unsigned long sum = 0;
    for (unsigned long i = 0; i < n; ++i)
        sum += i * i;
    return sum;
}

static unsigned long b(unsigned long depth);
static unsigned long c(unsigned long depth);

__attribute__((noinline)) static unsigned long a(unsigned long depth)
{
    return depth == 0 ? leaf(50) : leaf(10) + b(depth - 1);
}

__attribute__((noinline)) static unsigned long b(unsigned long depth)
{
    return leaf(20) + c(depth);
}

__attribute__((noinline)) static unsigned long c(unsigned long depth)
{
    return leaf(5) + a(depth);
}

__attribute__((noinline)) static unsigned long chain(unsigned long n)
{
    return leaf(n) + leaf(n / 2);
}

int main(void)
{
    for (int round = 0; round < 3; ++round) {
        sink += a(4 + (unsigned long)round);
        sink += chain(100);
        CALLGRIND_DUMP_STATS_AT("round");
    }
    return 0;
}
