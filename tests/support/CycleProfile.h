// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "tests/support/TestSupport.h"

#include <QByteArray>

namespace tally::test {

// A small profile with a recursion cycle whose coverage numbers are worked out by hand in
// tests/core/tst_coverage.cpp (and checked again through the list writer, the view model and the
// command line).
//
// main (self 10 Ir, 1 Dr) calls a once and g once. a calls b, b calls a again (a recursion cycle
// {a, b}); the inner a calls leaf. g calls leaf too. Every call is one execution:
//   leaf 30/3 per call; a2 = 100/10 + leaf = 130/13; b1 = 50/20 + a2 = 180/33;
//   a1 = 100/10 + b1 = 280/43; g = 40/4 + leaf = 70/7; main = 10/1 + a1 + g = 360/51.
// So self(a) = 200/20 (two executions), self(leaf) = 60/6.
inline const QByteArray kCycleProfile = "events: Ir Dr\n"
                                        "fl=prog.c\n"
                                        "fn=main\n1 10 1\n"
                                        "cfn=a\ncalls=1 1\n2 280 43\n"
                                        "cfn=g\ncalls=1 1\n3 70 7\n"
                                        "fn=a\n10 200 20\n"
                                        "cfn=b\ncalls=1 1\n11 180 33\n"
                                        "cfn=leaf\ncalls=1 1\n12 30 3\n"
                                        "fn=b\n20 50 20\n"
                                        "cfn=a\ncalls=1 1\n21 130 13\n"
                                        "fn=g\n30 40 4\n"
                                        "cfn=leaf\ncalls=1 1\n31 30 3\n"
                                        "fn=leaf\n40 60 6\n";

// A program with a three-function cycle a -> b -> c -> a, mutual recursion even <-> odd, self
// recursion fact -> fact, and a leaf called from the cycle's members and from main: recorded with
// valgrind (--separate-recs=1, so that the recursion stays between the named functions) by
// tests/core/tst_coverage.cpp and tests/endtoend/tst_listcommand.cpp. a(3) runs a b c a b c a b
// c a: a is called 4 times, b and c 3 times, and each call calls leaf once.
inline const QByteArray kCyclesProgram = R"(
static volatile long sink;
static void leaf(int n) { for (int i = 0; i < n; ++i) sink += i; }
int b(int n);
int c(int n);
int a(int n) { leaf(100); return n > 0 ? b(n) + 1 : 0; }
int b(int n) { leaf(200); return c(n) + 1; }
int c(int n) { leaf(300); return a(n - 1) + 1; }
int odd(int n);
int even(int n) { sink += n; return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { sink += n; return n == 0 ? 0 : even(n - 1); }
int fact(int n) { sink += n; return n <= 1 ? 1 : n * fact(n - 1); }
int main(void)
{
    int r = a(3);
    r += even(10);
    r += fact(10);
    leaf(50);
    sink += r;
    return 0;
}
)";

// kCyclesProgram compiled without optimisation and recorded with one recursion level kept apart.
inline RecordedProfile recordCyclesProgram()
{
    using namespace Qt::StringLiterals;
    return recordValgrindProfile(u"cycles"_s, kCyclesProgram, {u"-g"_s, u"-O0"_s},
                                 {u"--separate-recs=1"_s});
}

} // namespace tally::test
